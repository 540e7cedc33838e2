import pino, { type Logger } from 'pino';

/** JSON logs; credentials never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'prohive-api' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.password_confirmation',
        '*.id_token',
      ],
      censor: '[redacted]',
    },
  });
}
