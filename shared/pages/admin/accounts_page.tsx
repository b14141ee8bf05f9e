/**
 * /admin/staff, the accounts screen (docs/requirements.md#staff-accounts), for admins: invite by
 * e-mail, the accounts with role, state and last sign-in, and per account: change the role,
 * disable or enable, e-mail a password reset link. A refused change (the last enabled
 * administrator) shows the server's reason. The buttons stay in place and keep focus after an
 * action (`ActionButton`); its outcome is announced in a status line.
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { Seo } from "../../components/seo.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import { usePageData } from "../../public_config.tsx";
import type { StaffPageData, StaffRole } from "../../schemas/staff.ts";
import {
  type AccountChange,
  InvitationSchema,
  type StaffAccountSummary,
} from "../../schemas/staff_accounts.ts";
import { fieldErrorsOf } from "../../schemas/enquiry.ts";
import { ACCOUNTS_TEXT } from "./admin_copy.ts";
import { formatUkDateTime } from "./format.ts";
import {
  changeAccount,
  fetchAccounts,
  inviteAccount,
  sendAccountLink,
  StaffApiError,
} from "./staff_api.ts";
import { StaffShell } from "./staff_shell.tsx";

type ListState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "list"; accounts: StaffAccountSummary[] };

/** The outcome of the last action, shown in the list's status line. */
type Outcome = { kind: "done" | "error"; text: string };

function messageOf(failure: unknown): string {
  return failure instanceof StaffApiError ? failure.message : ACCOUNTS_TEXT.failed;
}

/** The accounts page. */
export default function Page() {
  const data = usePageData() as Partial<StaffPageData>;
  const [list, setList] = useState<ListState>({ kind: "loading" });
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    fetchAccounts(controller.signal).then(
      ({ accounts }) => setList({ kind: "list", accounts }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setList({ kind: "error", message: messageOf(failure) });
      },
    );
    return () => controller.abort();
  }, []);

  function replace(account: StaffAccountSummary) {
    setList((state) =>
      state.kind === "list"
        ? {
          kind: "list",
          accounts: state.accounts.some((each) => each.id === account.id)
            ? state.accounts.map((each) => each.id === account.id ? account : each)
            : [...state.accounts, account].sort((a, b) => a.email.localeCompare(b.email)),
        }
        : state
    );
  }

  async function act(account: StaffAccountSummary, action: "link" | AccountChange) {
    if (busy) return;
    setBusy(account.id);
    setOutcome(undefined);
    try {
      if (action === "link") {
        const sent = await sendAccountLink(account.id);
        replace(sent.account);
        setOutcome({
          kind: "done",
          text: ACCOUNTS_TEXT.linkSent(sent.account.email, formatUkDateTime(sent.expiresAt)),
        });
      } else {
        const result = await changeAccount(account.id, action);
        replace(result.account);
        const { email } = result.account;
        const text = action.role
          ? ACCOUNTS_TEXT.changed.role(email, ACCOUNTS_TEXT.roles[action.role])
          : action.disabled
          ? ACCOUNTS_TEXT.changed.disabled(email)
          : ACCOUNTS_TEXT.changed.enabled(email);
        setOutcome({
          kind: "done",
          text: result.unassigned ? text + ACCOUNTS_TEXT.unassigned(result.unassigned) : text,
        });
      }
    } catch (failure) {
      setOutcome({ kind: "error", text: messageOf(failure) });
    } finally {
      setBusy(undefined);
    }
  }

  return (
    <>
      <Seo
        title={`${ACCOUNTS_TEXT.title} | ${COMPANY_NAME}`}
        description={ACCOUNTS_TEXT.metaDescription}
        path="/admin/staff"
        index={false}
        follow={false}
      />
      <StaffShell staff={data.staff} title={ACCOUNTS_TEXT.title} intro={ACCOUNTS_TEXT.intro}>
        <div className="accounts">
          <InviteForm onInvited={replace} />
          <section className="admin-card" aria-labelledby="accounts-heading">
            <h2 id="accounts-heading" className="admin-card__heading">
              {ACCOUNTS_TEXT.listHeading}
            </h2>
            <div className="accounts__outcome" role="status">
              {outcome?.kind === "done"
                ? <p className="alert alert--success">{outcome.text}</p>
                : null}
            </div>
            <div role="alert">
              {outcome?.kind === "error"
                ? <p className="alert alert--error">{outcome.text}</p>
                : null}
            </div>
            {list.kind === "loading"
              ? <p className="admin-state">{ACCOUNTS_TEXT.loading}</p>
              : null}
            {list.kind === "error"
              ? (
                <div className="alert alert--error" role="alert">
                  <p>{ACCOUNTS_TEXT.loadError(list.message)}</p>
                </div>
              )
              : null}
            {list.kind === "list"
              ? (
                <ul className="account-list" aria-busy={busy !== undefined}>
                  {list.accounts.map((account) => (
                    <AccountRow
                      key={account.id}
                      account={account}
                      you={account.email.toLowerCase() === data.staff?.email.toLowerCase()}
                      busy={busy === account.id}
                      onAct={(action) => act(account, action)}
                    />
                  ))}
                </ul>
              )
              : null}
          </section>
        </div>
      </StaffShell>
    </>
  );
}

function statusOf(account: StaffAccountSummary): keyof typeof ACCOUNTS_TEXT.status {
  return account.disabled ? "disabled" : account.invited ? "invited" : "active";
}

function AccountRow({ account, you, busy, onAct }: {
  account: StaffAccountSummary;
  you: boolean;
  busy: boolean;
  onAct(action: "link" | AccountChange): void;
}) {
  const status = statusOf(account);
  const otherRole: StaffRole = account.role === "admin" ? "editor" : "admin";
  return (
    <li className="account" aria-label={account.email}>
      <div className="account__who">
        <p className="account__email">
          {account.email}
          {you ? <span className="account__you">({ACCOUNTS_TEXT.you})</span> : null}
        </p>
        <p className="account__meta">
          <span className={`status-badge account__role account__role--${account.role}`}>
            {ACCOUNTS_TEXT.roles[account.role]}
          </span>
          <span className={`status-badge account__status account__status--${status}`}>
            {ACCOUNTS_TEXT.status[status]}
          </span>
          <span>
            {account.lastSignInAt
              ? (
                <>
                  {ACCOUNTS_TEXT.lastSignIn}{" "}
                  <time dateTime={account.lastSignInAt}>
                    {formatUkDateTime(account.lastSignInAt)}
                  </time>
                </>
              )
              : ACCOUNTS_TEXT.neverSignedIn}
          </span>
        </p>
      </div>
      <div className="account__actions">
        <ActionButton
          className="button button--secondary"
          onClick={() => onAct({ role: otherRole })}
          unavailable={busy}
        >
          {account.role === "admin" ? ACCOUNTS_TEXT.makeEditor : ACCOUNTS_TEXT.makeAdmin}
        </ActionButton>
        <ActionButton
          className={`button button--secondary${account.disabled ? "" : " account__disable"}`}
          onClick={() => onAct({ disabled: !account.disabled })}
          unavailable={busy}
        >
          {account.disabled ? ACCOUNTS_TEXT.enable : ACCOUNTS_TEXT.disable}
        </ActionButton>
        {account.disabled ? null : (
          <ActionButton
            className="button button--secondary"
            onClick={() => onAct("link")}
            unavailable={busy}
          >
            {account.invited ? ACCOUNTS_TEXT.sendInvitation : ACCOUNTS_TEXT.sendReset}
          </ActionButton>
        )}
      </div>
    </li>
  );
}

function InviteForm({ onInvited }: { onInvited(account: StaffAccountSummary): void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [fields, setFields] = useState<Partial<Record<string, string>>>({});
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    setSent(undefined);
    setError(undefined);
    const parsed = InvitationSchema.safeParse({
      email: String(values.get("email") ?? ""),
      role: String(values.get("role") ?? ""),
    });
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error));
      return;
    }
    setFields({});
    setBusy(true);
    try {
      const result = await inviteAccount(parsed.data);
      onInvited(result.account);
      setSent(ACCOUNTS_TEXT.invited(result.account.email, formatUkDateTime(result.expiresAt)));
      form.reset();
    } catch (failure) {
      if (failure instanceof StaffApiError && Object.keys(failure.fields).length) {
        setFields(failure.fields);
      } else setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">{ACCOUNTS_TEXT.inviteHeading}</h2>
      <p className="admin-hint">{ACCOUNTS_TEXT.inviteHint}</p>
      <form className="form accounts__invite" noValidate onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{ACCOUNTS_TEXT.email}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="input"
            autoComplete="off"
            required
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? `${id}-email-error` : undefined}
          />
          {fields.email
            ? <p id={`${id}-email-error`} className="field__error">{fields.email}</p>
            : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{ACCOUNTS_TEXT.role}</label>
          <select
            id={`${id}-role`}
            name="role"
            className="input"
            defaultValue="editor"
            aria-invalid={fields.role ? true : undefined}
            aria-describedby={fields.role ? `${id}-role-error` : undefined}
          >
            <option value="editor">{ACCOUNTS_TEXT.roles.editor}</option>
            <option value="admin">{ACCOUNTS_TEXT.roles.admin}</option>
          </select>
          {fields.role
            ? <p id={`${id}-role-error`} className="field__error">{fields.role}</p>
            : null}
        </div>
        <ActionButton type="submit" className="button button--primary" unavailable={busy}>
          {busy ? ACCOUNTS_TEXT.inviting : ACCOUNTS_TEXT.invite}
        </ActionButton>
      </form>
      <div role="status">{sent ? <p className="alert alert--success">{sent}</p> : null}</div>
      <div role="alert">{error ? <p className="alert alert--error">{error}</p> : null}</div>
    </section>
  );
}
