import { register } from 'node:module';

/** `node --import` this file to run the compiled main process on plain Node with the Electron stand-in. */
register('./electron-hooks.mjs', import.meta.url);
