/** Shared pieces of the `POST /api/contact` tests: a valid enquiry and the request that posts it. */
import type { TestApp } from "../helpers/test_app.ts";

/** An enquiry that passes every rule of the contact page's form. */
export const VALID_ENQUIRY = {
  name: "Priya Shah",
  company: "Nordic Fizz AB",
  email: "priya@nordicfizz.example",
  phone: "+44 20 7946 0000",
  interest: "distribution",
  message: "We would like to discuss UK distribution for our sparkling range.",
} as const;

/** Posts `body` (JSON-encoded unless already a string) to `/api/contact` in-process. */
export function postEnquiry(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return app.app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
