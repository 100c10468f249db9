// The Conversions API (../shared/reference/facebook-pixel.md §4–§8): one call, POST /{version}/{pixelId}/events.

export interface ServerEvent {
  event_name: string;
  /** Unix seconds. */
  event_time: number;
  /** Same as the browser's eventID, so Meta counts the pair once. */
  event_id: string;
  action_source: 'website';
  event_source_url: string;
  /** em/external_id hashed (normalize.ts); IP, UA, fbp, fbc raw. */
  user_data: {
    em?: string[];
    external_id?: string[];
    client_ip_address?: string;
    client_user_agent?: string;
    fbp?: string;
    fbc?: string;
  };
  custom_data?: { value: number; currency: string };
}

export interface SendEventsInput {
  pixelId: string;
  accessToken: string;
  events: ServerEvent[];
  testEventCode?: string | null;
}

export interface SendEventsResult {
  eventsReceived: number;
  fbtraceId: string | null;
}

export interface FacebookGraphClient {
  sendEvents(input: SendEventsInput): Promise<SendEventsResult>;
}

/** A failed call: transient ones (network, 5xx, is_transient, rate limits) are retried, others are not. */
export class GraphError extends Error {
  constructor(
    message: string,
    readonly isTransient: boolean,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'GraphError';
  }
}
