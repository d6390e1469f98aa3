import { pino, type Logger } from 'pino';

export type { Logger };

// Never log secrets: cookies, authorisation headers and anything called password.
const redact = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'password',
    '*.password',
    'passwordHash',
    '*.passwordHash',
    'sessionSecret',
  ],
  censor: '[redacted]',
};

export function createLogger(level: string): Logger {
  return pino({ level, redact, base: { service: 'forecourt' } });
}
