export interface PipeBrowser {
  pid: number;
  send(method: string, params?: object, sessionId?: string): Promise<unknown>;
  onEvent(
    method: string,
    sessionId: string | undefined,
    listener: (params: Record<string, unknown>) => void,
  ): () => void;
  close(): Promise<void>;
}
export interface PipePage {
  evaluate(expression: string): Promise<unknown>;
  evaluateInWorkers(expression: string): Promise<unknown[]>;
  press(key: string): Promise<void>;
  close(): Promise<void>;
}
export declare function launchPipeBrowser(executablePath?: string): Promise<PipeBrowser>;
export declare function openPipePage(browser: PipeBrowser, url: string): Promise<PipePage>;
