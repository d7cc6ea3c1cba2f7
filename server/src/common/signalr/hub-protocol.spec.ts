import {
  closeFrame, completion, handshakeError, handshakeResponse, HubMessageType, HubProtocolError, invocation, parseMessage,
  PING_FRAME, RECORD_SEPARATOR, RecordReader,
} from './hub-protocol.js';

const RS = RECORD_SEPARATOR;

describe('SignalR JSON hub protocol codec (S7.x live channel)', () => {
  it('frames end with the 0x1e record separator', () => {
    expect(RS).toBe('\x1e');
    expect(handshakeResponse()).toBe(`{}${RS}`);
    expect(PING_FRAME).toBe(`{"type":6}${RS}`);
  });

  it('splits records on 0x1e and keeps a partial record for the next chunk', () => {
    const reader = new RecordReader();
    expect(reader.push(`{"type":6}${RS}{"type":1,"tar`)).toEqual(['{"type":6}']);
    expect(reader.buffered).toBeGreaterThan(0);
    expect(reader.push(`get":"A","arguments":[]}${RS}{"type":7}${RS}`)).toEqual(['{"type":1,"target":"A","arguments":[]}', '{"type":7}']);
    expect(reader.buffered).toBe(0);
  });

  it('accepts the json protocol version 1 handshake and refuses any other', () => {
    expect(handshakeError('{"protocol":"json","version":1}')).toBeUndefined();
    expect(handshakeError('{"protocol":"messagepack","version":1}')).toMatch(/messagepack.*not available/);
    expect(handshakeError('{"protocol":"json","version":2}')).toMatch(/version 2/);
    expect(handshakeError('not json')).toMatch(/Handshake failed/);
    expect(handshakeResponse('nope')).toBe(`{"error":"nope"}${RS}`);
  });

  it('reads an invoke (with invocationId) and a send (without)', () => {
    expect(parseMessage('{"type":1,"target":"SendToken","arguments":["t"],"invocationId":"0"}'))
      .toEqual({ type: HubMessageType.Invocation, target: 'SendToken', arguments: ['t'], invocationId: '0' });
    expect(parseMessage('{"type":1,"target":"SendToken","arguments":[]}'))
      .toEqual({ type: HubMessageType.Invocation, target: 'SendToken', arguments: [] });
  });

  it('reads ping, close and completion messages', () => {
    expect(parseMessage('{"type":6}')).toEqual({ type: HubMessageType.Ping });
    expect(parseMessage('{"type":7}')).toEqual({ type: HubMessageType.Close });
    expect(parseMessage('{"type":7,"error":"bye","allowReconnect":true}')).toEqual({ type: HubMessageType.Close, error: 'bye', allowReconnect: true });
    expect(parseMessage('{"type":3,"invocationId":"4","result":1}')).toEqual({ type: HubMessageType.Completion, invocationId: '4', result: 1 });
  });

  it('refuses records that are not hub messages', () => {
    for (const record of ['[]', '42', '{"type":99}', '{"type":1,"arguments":[]}', '{"type":1,"target":"A","arguments":{}}', '{"type":1,"target":"A","invocationId":5}', '{"type":3}', '{oops']) {
      expect(() => parseMessage(record)).toThrow(HubProtocolError);
    }
  });

  it('writes events, completions and close messages as the client reads them', () => {
    expect(invocation('OnShoppingCartUpdated', [{ version: 3, itemCount: 2 }]))
      .toBe(`{"type":1,"target":"OnShoppingCartUpdated","arguments":[{"version":3,"itemCount":2}]}${RS}`);
    expect(completion('0')).toBe(`{"type":3,"invocationId":"0"}${RS}`);
    expect(completion('1', { error: 'no' })).toBe(`{"type":3,"invocationId":"1","error":"no"}${RS}`);
    expect(closeFrame('done')).toBe(`{"type":7,"error":"done","allowReconnect":true}${RS}`);
    expect(closeFrame()).toBe(`{"type":7,"allowReconnect":true}${RS}`);
  });
});
