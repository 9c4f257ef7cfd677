/* global process */
/** What Electron gives a utility process (`process.parentPort`), built on Node's fork IPC channel. */
process.parentPort = {
  postMessage: (message) => process.send?.(message),
  on: (event, listener) => {
    if (event === 'message') process.on('message', (data) => listener({ data }));
  },
};
