/**
 * How long a stop (SIGTERM, SIGINT) may take, ms: `server/main.ts` exits at this deadline, lock or
 * no lock. docs/requirements.md#storage promises a stop within 10 s, and systemd kills at
 * `TimeoutStopSec=15s` (deploy/site@.service), which would lose the process's last log lines. The
 * deadline sits 2 s under the promise because reaching it is not the end of the stop: the signal
 * and the timer are late on a loaded machine and the exit itself takes time (a stop under a
 * foreign lock at load average 16 wrote its deadline line at 9.03 s and exited 1.2 s later). Past
 * the deadline the process exits anyway: enquiries, consents and sessions are acknowledged only
 * once committed and e-mails wait in the outbox table, so only queued analytics events can be
 * lost, and they are counted.
 */
export const STOP_WITHIN_MS = 8_000;
