/** Config keys of the image engines (IMAGE_ENGINE and each vendor's keys). Merged into env.ts. */
export const engineEnvShape = {};
