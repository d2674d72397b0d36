// A bare client of the Chrome DevTools Protocol over `--remote-debugging-pipe`, for the search
// keystroke figures. Playwright enables the Network domain in every page and worker it drives, so
// Chromium reports each request to it and it handles every report; on this 2-core machine that
// added 20 to 35 ms to a keystroke that makes seven requests (the same in-page typing loop, with
// and without Playwright attached). A reader's browser does none of that. This client enables no
// domain but Page (for the load event), types with trusted key events as Playwright does, and
// reads what was downloaded from Resource Timing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from './firstLoad.mjs';

/** Playwright's own flags that keep a headless page's timers and rendering at full speed. */
const FOREGROUND_ARGS = [
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];
/** Playwright's default viewport, so the site lays out as in the other browser figures. */
const VIEWPORT = { width: 1280, height: 720, deviceScaleFactor: 1, mobile: false };
const COMMAND_TIMEOUT_MS = 60_000;

/**
 * Starts headless Chromium (`CHROMIUM_LAUNCH_OPTIONS`' executable and flags) driven over a pipe.
 * `send` runs a protocol command, in a target's session when `sessionId` is given, and resolves
 * to its result (rejecting with the protocol's error); `onEvent` follows an event of a session;
 * `close` closes Chromium (killing its process group, `pid`, if it does not exit) and removes its
 * profile. A Chromium that cannot start rejects, saying what to install.
 * @param {string} [executablePath]
 */
export async function launchPipeBrowser(executablePath = CHROMIUM_LAUNCH_OPTIONS.executablePath) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'trove-cdp-'));
  const chromium = spawn(
    executablePath,
    [
      ...CHROMIUM_LAUNCH_OPTIONS.args,
      ...FOREGROUND_ARGS,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'], detached: true },
  );
  const [, , errors, commands, replies] = chromium.stdio;
  let stderr = '';
  errors.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const pending = new Map();
  const listeners = new Set();
  let nextId = 1;
  let received = '';
  replies.on('data', (chunk) => {
    received += chunk;
    for (let end = received.indexOf('\0'); end >= 0; end = received.indexOf('\0')) {
      const message = JSON.parse(received.slice(0, end));
      received = received.slice(end + 1);
      const waiting = pending.get(message.id);
      if (!waiting) listeners.forEach((listener) => listener(message));
      else if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`));
      else waiting.resolve(message.result);
      pending.delete(message.id);
    }
  });
  let running = true;
  const exited = new Promise((resolve) => {
    chromium.on('exit', resolve);
    // Unheard, a failed start (no such file) would end the process with an unhandled 'error' event.
    chromium.on('error', (error) => {
      stderr = `${executablePath} could not start (${error.code ?? error.message}): install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`;
      resolve(undefined);
    });
  });
  // Writing to a Chromium that has exited fails; the commands waiting are rejected below.
  commands.on('error', () => {});
  exited.then(() => {
    running = false;
    for (const { method, reject } of pending.values()) {
      reject(new Error(`${method}: Chromium exited\n${stderr}`));
    }
    pending.clear();
  });

  function send(method, params = {}, sessionId) {
    const id = nextId++;
    return new Promise((resolve, reject) => {
      if (!running) return reject(new Error(`${method}: Chromium exited\n${stderr}`));
      const timer = setTimeout(
        () => reject(new Error(`${method}: no answer in ${COMMAND_TIMEOUT_MS} ms`)),
        COMMAND_TIMEOUT_MS,
      );
      const settle = (callback) => (value) => {
        clearTimeout(timer);
        callback(value);
      };
      pending.set(id, { method, resolve: settle(resolve), reject: settle(reject) });
      commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** Calls `listener` with the parameters of each event `method` of `sessionId`; returns its removal. */
  function onEvent(method, sessionId, listener) {
    const filtered = (message) => {
      if (message.method === method && message.sessionId === sessionId) listener(message.params);
    };
    listeners.add(filtered);
    return () => listeners.delete(filtered);
  }

  /** Asks Chromium to close (its helper processes, which write to the profile, go with it), else kills its process group. */
  async function close() {
    if (running) {
      const closed = send('Browser.close').catch(() => undefined);
      let timer;
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 10_000, 'timeout')));
      const outcome = await Promise.race([exited, timeout]);
      // A timer left running would keep the caller's process alive 10 s after Chromium closed.
      clearTimeout(timer);
      if (outcome === 'timeout') process.kill(-chromium.pid, 'SIGKILL');
      await closed;
    }
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }

  await send('Browser.getVersion').catch(async (error) => {
    await close();
    throw error;
  });
  return { pid: chromium.pid, send, onEvent, close };
}

/**
 * Opens `url` in a fresh browser context of `browser` (as `launchPipeBrowser` returns it) at
 * Playwright's default viewport and resolves once it has loaded. The page's workers are attached,
 * without any domain enabled, so expressions can be evaluated in them too. `evaluate` runs an
 * expression in the page (awaiting a promise it returns) and resolves to its value; a thrown
 * error rejects with its description. `close` disposes of the context.
 */
export async function openPipePage(browser, url) {
  const { send, onEvent } = browser;
  const { browserContextId } = await send('Target.createBrowserContext');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const workers = [];
  const stopWatchingWorkers = onEvent('Target.attachedToTarget', sessionId, ({ targetInfo, sessionId: worker }) => {
    if (targetInfo.type === 'worker') workers.push(worker);
  });
  // A worker that ended can no longer be evaluated in.
  const stopWatchingEnds = onEvent('Target.detachedFromTarget', sessionId, ({ sessionId: ended }) => {
    if (workers.includes(ended)) workers.splice(workers.indexOf(ended), 1);
  });
  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, sessionId);
  await send('Emulation.setDeviceMetricsOverride', VIEWPORT, sessionId);
  await send('Page.enable', {}, sessionId);
  const loaded = new Promise((resolve) => {
    const stop = onEvent('Page.loadEventFired', sessionId, () => resolve(stop()));
  });
  const { errorText } = await send('Page.navigate', { url }, sessionId);
  if (errorText) throw new Error(`${url}: ${errorText}`);
  await loaded;

  const evaluateIn = async (session, expression) => {
    const { result, exceptionDetails } = await send(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      session,
    );
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  };
  return {
    evaluate: (expression) => evaluateIn(sessionId, expression),
    /** Evaluates `expression` in each of the page's workers, in the order they started. */
    evaluateInWorkers: (expression) => Promise.all(workers.map((worker) => evaluateIn(worker, expression))),
    /** Presses `key` (a letter, a space, or `Control+<letter>`) with trusted keyboard events. */
    press: async (key) => {
      const [modifier, character] = key.startsWith('Control+') ? ['Control', key.slice(8)] : [undefined, key];
      const modifiers = modifier ? 2 : 0;
      const code = character === ' ' ? 'Space' : `Key${character.toUpperCase()}`;
      const keyCode = character.toUpperCase().charCodeAt(0);
      const event = { key: character, code, windowsVirtualKeyCode: keyCode, modifiers };
      const text = modifier ? {} : { text: character, unmodifiedText: character };
      await send('Input.dispatchKeyEvent', { type: 'keyDown', ...event, ...text }, sessionId);
      await send('Input.dispatchKeyEvent', { type: 'keyUp', ...event }, sessionId);
    },
    close: () => {
      stopWatchingWorkers();
      stopWatchingEnds();
      return send('Target.disposeBrowserContext', { browserContextId });
    },
  };
}
