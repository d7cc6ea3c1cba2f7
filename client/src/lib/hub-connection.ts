import { HUB_EVENT_NAMES, HUB_TIMINGS, SHOPPING_CART_HUB_PATH, type HubServerEvent } from '../../../contracts/hub';

/** What the live channel hands the app: each server event as it comes. */
export type HubListener = (event: HubServerEvent) => void;

/** A running live channel. */
export interface LiveChannel {
  /** Connected and following the shopper's cart. */
  readonly connected: boolean;
  /** Opens it again (the server reads the shopper's cookie at the upgrade: after the first cart change). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The live cart channel (spec §7 Live channel, S9.08): @microsoft/signalr over WebSockets with
 * negotiation skipped, reconnects after 0, 2, 10 and 30 s then gives up, SendToken after each
 * connect, every 3,000,000 ms and after each reconnect. Browser code never reads the token: the
 * argument is empty, the server takes the httpOnly cookie. Failures are only logged (S8.19). The
 * client library is loaded on first use, so no page download carries it.
 */
export async function openLiveChannel(listener: HubListener, onState?: (connected: boolean) => void): Promise<LiveChannel> {
  const signalR = await import('@microsoft/signalr');
  const connection = new signalR.HubConnectionBuilder()
    .withUrl(SHOPPING_CART_HUB_PATH, { skipNegotiation: true, transport: signalR.HttpTransportType.WebSockets })
    .withAutomaticReconnect([...HUB_TIMINGS.reconnectDelaysMs])
    .withServerTimeout(HUB_TIMINGS.serverTimeoutMs)
    .withKeepAliveInterval(HUB_TIMINGS.keepAliveMs)
    .configureLogging(signalR.LogLevel.None)
    .build();
  for (const target of HUB_EVENT_NAMES) connection.on(target, (...args: unknown[]) => listener({ target, arguments: args } as HubServerEvent));
  const sendToken = () => connection.invoke('SendToken', '').catch((error: unknown) => console.warn('live cart: SendToken failed', error));
  connection.onreconnected(() => void sendToken());
  let resend: ReturnType<typeof setInterval> | undefined;
  let connected = false;
  connection.onclose(() => { connected = false; onState?.(false); });

  const start = async () => {
    try {
      await connection.start();
      await sendToken();
      connected = true;
      onState?.(true);
      clearInterval(resend);
      resend = setInterval(() => void sendToken(), HUB_TIMINGS.tokenResendMs);
    } catch (error) {
      console.warn('live cart: connection failed', error);
    }
  };
  const stop = async () => {
    clearInterval(resend);
    await connection.stop().catch((error: unknown) => console.warn('live cart: stop failed', error));
  };
  await start();
  return { get connected() { return connected; }, restart: async () => { await stop(); await start(); }, stop };
}
