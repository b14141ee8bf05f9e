/**
 * How long a stop (SIGTERM, SIGINT) may take, ms: `server/main.ts` exits at this deadline, lock or
 * no lock. systemd kills at `TimeoutStopSec=15s` (deploy/site@.service), and a killed process
 * would lose its log lines. Past it the process exits anyway: enquiries, consents and sessions are
 * acknowledged only once committed and e-mails wait in the outbox table, so only queued analytics
 * events can be lost, and they are counted.
 */
export const STOP_WITHIN_MS = 9_000;
