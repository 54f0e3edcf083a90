/** Config keys of accounts and mail (auth secret, Google OIDC, SMTP). Merged into env.ts. */
export const authEnvShape = {};
