/** One item of a received envelope: its header and, when the payload is JSON, the parsed payload. */
export interface SinkItem {
  type: string;
  header: Record<string, unknown>;
  payload: Buffer;
  json?: Record<string, unknown>;
}

export declare function parseEnvelope(body: Buffer): SinkItem[];

export declare class EnvelopeSink {
  constructor(port: number);
  readonly port: number;
  readonly items: SinkItem[];
  onItems?: (items: SinkItem[]) => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  itemsOfType(type: string): SinkItem[];
}
