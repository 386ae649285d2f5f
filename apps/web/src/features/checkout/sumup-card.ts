/** SumUp's Payment Widget script; the CSP allows it only when PAYMENT_PROVIDER=sumup. */
export const SUMUP_SDK_URL = 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js';

/** What the widget reports: a payment attempt ended well (`success`) or not (`error`, `fail`); the rest is progress. */
export type SumUpResponseType = 'sent' | 'invalid' | 'auth-screen' | 'error' | 'success' | 'fail';

export interface SumUpCardInstance {
  unmount?: () => void;
}

interface SumUpCardGlobal {
  mount(options: {
    id: string;
    checkoutId: string;
    locale?: string;
    onResponse: (type: SumUpResponseType, body: unknown) => void;
  }): SumUpCardInstance | undefined;
}

declare global {
  interface Window {
    SumUpCard?: SumUpCardGlobal;
  }
}

let loading: Promise<SumUpCardGlobal> | null = null;

/** Adds the widget's script once; later calls share the same load. */
export function loadSumUpCard(): Promise<SumUpCardGlobal> {
  if (window.SumUpCard) return Promise.resolve(window.SumUpCard);
  loading ??= new Promise<SumUpCardGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SUMUP_SDK_URL;
    script.async = true;
    script.onload = () => (window.SumUpCard ? resolve(window.SumUpCard) : reject(new Error('SumUpCard missing')));
    script.onerror = () => reject(new Error('SumUp widget script failed to load'));
    document.head.append(script);
  }).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
