import {
  operatorTaskListSchema,
  operatorTaskResponseSchema,
  taskDefinitionSchema,
  taskIdParamsSchema,
  tasksPaths,
} from '../tasks.ts';
import { type ApiTag, apiOperations } from './operation.ts';

export const operatorTasksTag: ApiTag = {
  name: 'Operator: tasks',
  description: 'Define, list and end task-centre tasks (bearer OPERATOR_TOKEN).',
};

export const operatorTasksOperations = apiOperations(operatorTasksTag, {
  tasks: {
    method: 'GET',
    path: tasksPaths.operatorTasks,
    summary: 'Every task, with its claim count',
    auth: 'operator',
    response: operatorTaskListSchema,
  },
  createTask: {
    method: 'POST',
    path: tasksPaths.operatorTasks,
    summary: 'Define a task',
    auth: 'operator',
    body: taskDefinitionSchema,
    response: operatorTaskResponseSchema,
    status: 201,
    errors: [
      [404, 'The read-course task names no course (reason unknown-course).'],
      [409, 'A task with this id exists (reason task-exists).'],
    ],
  },
  endTask: {
    method: 'POST',
    path: tasksPaths.operatorEndPattern,
    summary: 'End a task now: no claims after this moment',
    auth: 'operator',
    params: taskIdParamsSchema,
    response: operatorTaskResponseSchema,
    errors: [
      [404, 'No such task (reason unknown-task).'],
      [409, 'The task has ended already (reason task-ended).'],
    ],
  },
});
