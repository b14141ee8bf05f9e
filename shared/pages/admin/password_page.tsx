/**
 * /admin/password, the page an e-mailed single-use link opens (docs/requirements.md#staff-accounts):
 * an invitee sets the password of their new account, or a staff member sent a reset sets a new
 * one. No session is needed: the link's token (in `?token=`) is the proof; the server's loader
 * says whose account it is, or why the link cannot be used (used, expired, unknown). The password
 * rules are the command line's, checked by the server; the form posts JSON and the staff shell
 * keeps it disabled until the page has hydrated, so a password never travels in a URL.
 */
import { type FormEvent, useId, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { useSearch } from "wouter";
import { Seo } from "../../components/seo.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import { usePageData } from "../../public_config.tsx";
import { PASSWORD_LIMITS } from "../../schemas/staff.ts";
import { type PasswordPageData, SET_PASSWORD_PATH } from "../../schemas/staff_accounts.ts";
import { PASSWORD_TEXT } from "./admin_copy.ts";
import { formatUkDateTime } from "./format.ts";
import { setPasswordWithLink, StaffApiError } from "./staff_api.ts";
import { StaffShell } from "./staff_shell.tsx";

/** The set-password page. */
export default function Page() {
  const data = usePageData() as PasswordPageData;
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [fields, setFields] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | undefined>(
    "problem" in data ? data.problem : undefined,
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("repeat") ?? "")) {
      setFields({ repeat: PASSWORD_TEXT.mismatch });
      return;
    }
    setFields({});
    setBusy(true);
    try {
      await setPasswordWithLink(token, password);
      setDone(true);
    } catch (failure) {
      if (failure instanceof StaffApiError && failure.fields.token) {
        setProblem(failure.fields.token);
      } else if (failure instanceof StaffApiError && failure.fields.password) {
        setFields({ password: failure.fields.password });
      } else setFields({ form: PASSWORD_TEXT.failed });
    } finally {
      setBusy(false);
    }
  }

  const link = "link" in data ? data.link : undefined;
  const title = problem || !link
    ? PASSWORD_TEXT.titleProblem
    : link.purpose === "invitation"
    ? PASSWORD_TEXT.titleInvitation
    : PASSWORD_TEXT.titleReset;

  return (
    <>
      <Seo
        title={`${title} | ${COMPANY_NAME}`}
        description={PASSWORD_TEXT.metaDescription}
        path={SET_PASSWORD_PATH}
        index={false}
        follow={false}
      />
      <StaffShell
        title={title}
        {...(link && !problem && !done
          ? { intro: PASSWORD_TEXT.intro(link.email, formatUkDateTime(link.expiresAt)) }
          : {})}
      >
        <div className="admin-login">
          <div className="form-card admin-login__card">
            {problem || !link
              ? (
                <>
                  <div className="alert alert--error" role="alert">
                    <p>{problem}</p>
                  </div>
                  <p className="admin-login__note">
                    <a href="/admin/login">{PASSWORD_TEXT.toSignIn}</a>
                  </p>
                </>
              )
              : done
              ? (
                <div className="alert alert--success" role="status">
                  <p>
                    {PASSWORD_TEXT.done} <a href="/admin/login">{PASSWORD_TEXT.signIn}</a>
                  </p>
                </div>
              )
              : (
                <form className="form" method="post" noValidate onSubmit={handleSubmit}>
                  {fields.form
                    ? (
                      <div className="alert alert--error" role="alert">
                        <p>{fields.form}</p>
                      </div>
                    )
                    : null}
                  {/* The address, for password managers to file the new password under. */}
                  <input
                    type="email"
                    name="username"
                    autoComplete="username"
                    value={link.email}
                    readOnly
                    hidden
                  />
                  <div className="field">
                    <label htmlFor={`${id}-password`}>{PASSWORD_TEXT.password}</label>
                    <p id={`${id}-hint`} className="admin-hint">{PASSWORD_TEXT.hint}</p>
                    <input
                      id={`${id}-password`}
                      name="password"
                      type="password"
                      className="input"
                      autoComplete="new-password"
                      minLength={PASSWORD_LIMITS.min}
                      maxLength={PASSWORD_LIMITS.max}
                      required
                      aria-invalid={fields.password ? true : undefined}
                      aria-describedby={`${id}-hint${
                        fields.password ? ` ${id}-password-error` : ""
                      }`}
                    />
                    {fields.password
                      ? (
                        <p id={`${id}-password-error`} className="field__error" role="alert">
                          {fields.password}
                        </p>
                      )
                      : null}
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-repeat`}>{PASSWORD_TEXT.repeat}</label>
                    <input
                      id={`${id}-repeat`}
                      name="repeat"
                      type="password"
                      className="input"
                      autoComplete="new-password"
                      maxLength={PASSWORD_LIMITS.max}
                      required
                      aria-invalid={fields.repeat ? true : undefined}
                      aria-describedby={fields.repeat ? `${id}-repeat-error` : undefined}
                    />
                    {fields.repeat
                      ? (
                        <p id={`${id}-repeat-error`} className="field__error" role="alert">
                          {fields.repeat}
                        </p>
                      )
                      : null}
                  </div>
                  <ActionButton
                    type="submit"
                    className="button button--primary button--block"
                    unavailable={busy}
                  >
                    {busy ? PASSWORD_TEXT.submitting : PASSWORD_TEXT.submit}
                  </ActionButton>
                </form>
              )}
          </div>
        </div>
      </StaffShell>
    </>
  );
}
