/**
 * /admin/login, the staff sign-in (docs/requirements.md#staff-area: /admin needs a staff login; no
 * public sign-up). The server redirects here from every staff page without a session, and from
 * here to /admin when already signed in. The form posts JSON; until the page has hydrated the
 * staff shell keeps the form disabled, so a password can never be submitted in a URL.
 */
import { type FormEvent, useId, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { Seo } from "../../components/seo.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import { usePageData } from "../../public_config.tsx";
import type { LoginPageData } from "../../schemas/staff.ts";
import { LOGIN_TEXT } from "./admin_copy.ts";
import { signIn, StaffApiError } from "./staff_api.ts";
import { StaffShell } from "./staff_shell.tsx";

/** The sign-in page. */
export default function Page() {
  const data = usePageData() as LoginPageData;
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await signIn(String(form.get("email") ?? ""), String(form.get("password") ?? ""));
      globalThis.location.assign("/admin");
    } catch (failure) {
      setError(failure instanceof StaffApiError ? failure.message : LOGIN_TEXT.failed);
      setBusy(false);
    }
  }

  return (
    <>
      <Seo
        title={`${LOGIN_TEXT.title} | ${COMPANY_NAME}`}
        description={LOGIN_TEXT.metaDescription}
        path="/admin/login"
        index={false}
        follow={false}
      />
      <StaffShell title={LOGIN_TEXT.title} intro={LOGIN_TEXT.intro}>
        <div className="admin-login">
          <div className="form-card admin-login__card">
            {data.expired && !error
              ? (
                <div className="alert admin-login__notice" role="status">
                  <p>{LOGIN_TEXT.expired}</p>
                </div>
              )
              : null}
            {error
              ? (
                <div className="alert alert--error" role="alert">
                  <p>{error}</p>
                </div>
              )
              : null}
            <form
              className="form"
              method="post"
              action="/api/staff/login"
              noValidate
              onSubmit={handleSubmit}
            >
              <div className="field">
                <label htmlFor={`${id}-email`}>{LOGIN_TEXT.email}</label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  className="input"
                  autoComplete="username"
                  required
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-password`}>{LOGIN_TEXT.password}</label>
                <input
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  className="input"
                  autoComplete="current-password"
                  required
                />
              </div>
              <ActionButton
                type="submit"
                className="button button--primary button--block"
                unavailable={busy}
              >
                {busy ? LOGIN_TEXT.submitting : LOGIN_TEXT.submit}
              </ActionButton>
            </form>
            <p className="admin-login__note">{LOGIN_TEXT.note}</p>
          </div>
        </div>
      </StaffShell>
    </>
  );
}
