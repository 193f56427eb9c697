import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A problem a form shows: a message key (+ values) and, when one is at fault, the field's name. */
export interface FormProblem {
  key: string;
  values?: Record<string, string | number>;
  field?: string;
}

/**
 * A form's problem and busy state, the translated message, and the message of a field when the
 * problem is that field's. `run` sends: busy while the call runs, a throw becomes the problem.
 */
export function useFormProblem<P extends FormProblem>(problemOf: (error: unknown) => P) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<P | null>(null);
  const [pending, setPending] = useState(false);
  const message = problem ? t(problem.key, problem.values) : undefined;
  const fieldError = (field: string) => (problem?.field === field ? message : undefined);

  /** `staysBusy`: the form is left when the call succeeds, so it stays disabled until then. */
  async function run(call: () => Promise<void>, { staysBusy = false } = {}) {
    setPending(true);
    setProblem(null);
    try {
      await call();
      if (!staysBusy) setPending(false);
    } catch (error) {
      setProblem(problemOf(error));
      setPending(false);
    }
  }

  return { problem, setProblem, pending, message, fieldError, run };
}
