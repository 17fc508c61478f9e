import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpointIn, WebhookEndpointPatch, WebhookSettingsOut } from '../../api/types.ts';
import { useCompanyApi } from '../../api/useCompanyApi.ts';
import { call } from '../../httpClient.ts';

export const webhooksKey = (companyId: number) => ['company', companyId, 'webhooks'] as const;
export const deliveriesKey = (companyId: number, endpointId: number, page: number) =>
  [...webhooksKey(companyId), 'deliveries', endpointId, page] as const;

/** The company's webhook calls (admins). */
export function webhookCalls(companyId: number) {
  return {
    list: () => call('webhooks.list', { params: { companyId } }),
    /** The answer carries the signing secret, this once. */
    create: (body: WebhookEndpointIn) => call('webhooks.create', { params: { companyId }, body }),
    update: (id: number, body: WebhookEndpointPatch) => call('webhooks.update', { params: { companyId, id }, body }),
    remove: (id: number) => call('webhooks.delete', { params: { companyId, id } }),
    rotate: (id: number) => call('webhooks.rotateSecret', { params: { companyId, id } }),
    ping: (id: number) => call('webhooks.ping', { params: { companyId, id } }),
    deliveries: (id: number, page: number) =>
      call('webhooks.deliveries', { params: { companyId, id }, query: { page, page_size: PAGE_SIZE } }),
    redeliver: (id: number) => call('webhooks.redeliver', { params: { companyId, id } }),
    settings: () => call('webhooks.settings', { params: { companyId } }),
    saveSettings: (body: WebhookSettingsOut) => call('webhooks.updateSettings', { params: { companyId }, body }),
  };
}

/** Deliveries a page of the log shows. */
export const PAGE_SIZE = 20;

export function useWebhookEndpoints() {
  const { companyId } = useCompanyApi();
  return useQuery({ queryKey: webhooksKey(companyId), queryFn: () => webhookCalls(companyId).list() });
}

export function useWebhookSettings() {
  const { companyId } = useCompanyApi();
  return useQuery({
    queryKey: [...webhooksKey(companyId), 'settings'],
    queryFn: () => webhookCalls(companyId).settings(),
  });
}

export function useDeliveries(endpointId: number, page: number) {
  const { companyId } = useCompanyApi();
  return useQuery({
    queryKey: deliveriesKey(companyId, endpointId, page),
    queryFn: () => webhookCalls(companyId).deliveries(endpointId, page),
  });
}
