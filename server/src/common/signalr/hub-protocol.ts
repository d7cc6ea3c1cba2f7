/**
 * The SignalR JSON hub protocol (version 1), as @microsoft/signalr speaks it: JSON records each
 * ended by the record separator 0x1e, a handshake first, then typed messages.
 */

/** Ends every record, the handshake included. */
export const RECORD_SEPARATOR = '\u001e';

/** The only protocol and version this host speaks. */
export const HUB_PROTOCOL = { protocol: 'json', version: 1 } as const;

/** Message type ids of the hub protocol. */
export enum HubMessageType {
  Invocation = 1,
  StreamItem = 2,
  Completion = 3,
  StreamInvocation = 4,
  CancelInvocation = 5,
  Ping = 6,
  Close = 7,
}

export interface InvocationMessage {
  type: HubMessageType.Invocation;
  target: string;
  arguments: unknown[];
  /** Present when the caller awaits a completion (`invoke`); absent for `send`. */
  invocationId?: string;
}

export interface CompletionMessage {
  type: HubMessageType.Completion;
  invocationId: string;
  result?: unknown;
  error?: string;
}

export interface StreamInvocationMessage {
  type: HubMessageType.StreamInvocation;
  target: string;
  arguments: unknown[];
  invocationId: string;
}

export interface PingMessage { type: HubMessageType.Ping }

export interface CloseMessage {
  type: HubMessageType.Close;
  error?: string;
  allowReconnect?: boolean;
}

/** Stream items and cancellations are read so they can be refused or ignored, never acted on. */
export interface OtherMessage { type: HubMessageType.StreamItem | HubMessageType.CancelInvocation; invocationId?: string }

export type HubMessage = InvocationMessage | CompletionMessage | StreamInvocationMessage | PingMessage | CloseMessage | OtherMessage;

/** A record that is not valid hub protocol: the connection is closed with this message. */
export class HubProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubProtocolError';
  }
}

/**
 * Collects text as it arrives and hands back whole records: a WebSocket message may carry
 * several records, and a transport may split one.
 */
export class RecordReader {
  private pending = '';

  /** The records completed by `chunk`, without their separators. */
  push(chunk: string): string[] {
    const parts = (this.pending + chunk).split(RECORD_SEPARATOR);
    this.pending = parts.pop() ?? '';
    return parts;
  }

  /** Text received after the last separator. */
  get buffered(): number {
    return this.pending.length;
  }
}

/** One record on the wire. */
export function frame(message: object): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(record: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    throw new HubProtocolError('Message is not valid JSON');
  }
  if (!isRecord(parsed)) throw new HubProtocolError('Message is not a JSON object');
  return parsed;
}

/**
 * The client's handshake request: undefined when it asks for the JSON protocol version 1, else
 * the error the handshake response carries.
 */
export function handshakeError(record: string): string | undefined {
  let request: Record<string, unknown>;
  try {
    request = parseJson(record);
  } catch (error) {
    return `Handshake failed: ${(error as Error).message}`;
  }
  if (request.protocol !== HUB_PROTOCOL.protocol) return `Requested protocol '${String(request.protocol)}' is not available`;
  if (request.version !== HUB_PROTOCOL.version) return `Protocol version ${String(request.version)} is not supported`;
  return undefined;
}

/** The handshake response: `{}` on success, `{ error }` otherwise. */
export function handshakeResponse(error?: string): string {
  return frame(error ? { error } : {});
}

const optionalId = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HubProtocolError('invocationId must be a string');
  return value;
};

/** One record after the handshake, checked as far as the host acts on it. */
export function parseMessage(record: string): HubMessage {
  const message = parseJson(record);
  switch (message.type) {
    case HubMessageType.Invocation:
    case HubMessageType.StreamInvocation: {
      if (typeof message.target !== 'string' || !message.target) throw new HubProtocolError('Invocation has no target');
      const args = message.arguments ?? [];
      if (!Array.isArray(args)) throw new HubProtocolError('Invocation arguments must be an array');
      const invocationId = optionalId(message.invocationId);
      if (message.type === HubMessageType.StreamInvocation) {
        if (invocationId === undefined) throw new HubProtocolError('Stream invocation has no invocationId');
        return { type: HubMessageType.StreamInvocation, target: message.target, arguments: args as unknown[], invocationId };
      }
      return { type: HubMessageType.Invocation, target: message.target, arguments: args as unknown[], ...(invocationId === undefined ? {} : { invocationId }) };
    }
    case HubMessageType.Completion: {
      const invocationId = optionalId(message.invocationId);
      if (invocationId === undefined) throw new HubProtocolError('Completion has no invocationId');
      return {
        type: HubMessageType.Completion, invocationId,
        ...('result' in message ? { result: message.result } : {}),
        ...(typeof message.error === 'string' ? { error: message.error } : {}),
      };
    }
    case HubMessageType.Ping:
      return { type: HubMessageType.Ping };
    case HubMessageType.Close:
      return {
        type: HubMessageType.Close,
        ...(typeof message.error === 'string' ? { error: message.error } : {}),
        ...(typeof message.allowReconnect === 'boolean' ? { allowReconnect: message.allowReconnect } : {}),
      };
    case HubMessageType.StreamItem:
    case HubMessageType.CancelInvocation:
      return { type: message.type, invocationId: optionalId(message.invocationId) };
    default:
      throw new HubProtocolError(`Unknown message type ${JSON.stringify(message.type)}`);
  }
}

/** An event the server sends (`connection.on(target, ...)` on the client): no invocationId, no answer. */
export function invocation(target: string, args: readonly unknown[]): string {
  return frame({ type: HubMessageType.Invocation, target, arguments: args });
}

/** The answer to an `invoke`: without error the client's promise resolves with `result`. */
export function completion(invocationId: string, outcome: { result?: unknown; error?: string } = {}): string {
  return frame({ type: HubMessageType.Completion, invocationId, ...outcome });
}

export const PING_FRAME = frame({ type: HubMessageType.Ping });

/** Tells the client the server ends the connection; `allowReconnect` lets its automatic reconnect try again. */
export function closeFrame(error?: string, allowReconnect = true): string {
  return frame({ type: HubMessageType.Close, ...(error ? { error } : {}), allowReconnect });
}
