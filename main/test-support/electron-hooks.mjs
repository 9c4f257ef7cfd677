/* global URL */
/** Module hook: `import ... from 'electron'` gets the stand-in. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') {
    return { url: new URL('./electron-stand-in.mjs', import.meta.url).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
