/**
 * `npm run doctor` prints no secret (decision 226): every value of a key that holds one (API keys,
 * secrets, passwords, tokens) and the password of every URL in the configuration is replaced
 * before anything is written, whatever a vendor or a library put in its message.
 */
const SECRET_KEY = /(KEY|SECRET|PASSWORD|TOKEN)/;

export function secretsOf(source: NodeJS.ProcessEnv): string[] {
  const secrets = new Set<string>();
  for (const [key, value] of Object.entries(source)) {
    if (!value) continue;
    if (SECRET_KEY.test(key) && value.trim().length >= 4) secrets.add(value.trim());
    for (const password of urlPasswords(value)) secrets.add(password);
  }
  // The longest first: a secret that contains another is replaced whole.
  return [...secrets].sort((a, b) => b.length - a.length);
}

/** The password of a URL with credentials, as written and decoded. */
function urlPasswords(value: string): string[] {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^:/@\s]*:([^@/\s]+)@/i.exec(value.trim());
  if (!match?.[1]) return [];
  const raw = match[1];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: the raw form is the secret.
  }
  return [...new Set([raw, decoded])].filter((secret) => secret.length >= 3);
}

export function redactor(source: NodeJS.ProcessEnv): (text: string) => string {
  const secrets = secretsOf(source);
  return (text) => secrets.reduce((out, secret) => out.split(secret).join('[hidden]'), text);
}
