import { createLogger, type Logger } from 'vite';

/**
 * Vite's logger without the one deprecation notice @react-router/dev 7.x causes: its child
 * compilers are Vite servers made with `envFile: false`, which Vite 8 calls deprecated once per
 * server (fixed in React Router 8, which needs Node 22). The child compilers take this logger from
 * our config, so `npm run dev` and the build print no such line; every other message is kept.
 */
const ENV_FILE_NOTICE = 'The `envFile` option is deprecated';

export function withoutEnvFileNotice(logger: Logger = createLogger()): Logger {
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (!message.includes(ENV_FILE_NOTICE)) warn(message, options);
  };
  return logger;
}
