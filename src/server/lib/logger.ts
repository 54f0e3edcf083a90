import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; pretty ones when a person watches a terminal in development. */
export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    base: { service: 'vastra-studio' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
      remove: true,
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss' },
          },
        }
      : {}),
  });
}
