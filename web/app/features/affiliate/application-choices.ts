import type { ContentLanguage } from '@vela/contracts/affiliate';

/** One entry of a choice list: the code sent to the API and its name in the visitor's language. */
export interface ChoiceOption<Code extends string = string> {
  code: Code;
  name: string;
}

/** The named choices of the application form, made on the server (choice-options.server.ts). */
export interface ApplicationChoices {
  countries: ChoiceOption[];
  languages: ChoiceOption<ContentLanguage>[];
}
