import {
  Metric, MetricList, MetricShareReply, TrackerReply, type MetricSaveBody, type MetricShareBody, type MetricUpdateBody,
} from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from '../../lib/http.ts';
import { SHARED_QUERY_KEYS } from '../../lib/query-client.ts';
import { useActionMutation } from '../../lib/use-action-mutation.ts';

const metricsKey = ['metrics'] as const;

/** spec §7 POST /api/v1/clientportal/metrics/list/: the caller's metrics, each with its values. */
export const useMetrics = () =>
  useQuery({ queryKey: metricsKey, queryFn: () => post('/api/v1/clientportal/metrics/list/', {}, { schema: MetricList }) });

/** The list with `metric` put in place (or added last), so the page shows the reply at once. */
function useKeepMetric() {
  const queryClient = useQueryClient();
  return (metric: Metric) => {
    queryClient.setQueryData<Metric[]>(metricsKey, (list = []) =>
      (list.some((m) => m.id === metric.id) ? list.map((m) => (m.id === metric.id ? metric : m)) : [...list, metric]));
    return queryClient.invalidateQueries({ queryKey: metricsKey });
  };
}

interface Handlers<T> { onSuccess: (data: T) => void; onError: (error: unknown) => void }

/** A save or an update: either answers the metric, which the list then shows. */
function useMetricWrite<B>(path: string, { onSuccess, onError }: Handlers<Metric>) {
  const keep = useKeepMetric();
  return useActionMutation({
    mutationFn: (body: B) => post(path, body, { schema: Metric }),
    onSuccess: (metric) => { onSuccess(metric); return keep(metric); },
    onError,
  });
}

/** spec §7 metrics/save */
export const useSaveMetric = (handlers: Handlers<Metric>) =>
  useMetricWrite<MetricSaveBody>('/api/v1/clientportal/metrics/save', handlers);

/** spec §7 metrics/update */
export const useUpdateMetric = (handlers: Handlers<Metric>) =>
  useMetricWrite<MetricUpdateBody>('/api/v1/clientportal/metrics/update', handlers);

/** spec §7 coachingportal/metrics/share/: data is the message to show. */
export function useShareMetric({ onSuccess, onError }: Handlers<string>) {
  return useActionMutation({
    mutationFn: (body: MetricShareBody) => post('/api/v1/coachingportal/metrics/share/', body, { schema: MetricShareReply }),
    onSuccess,
    onError,
  });
}

/** POST /api/v1/tracker/monthly (issue 9): action steps and commitments created and completed, month by month. */
export const useMonthlyTracker = () =>
  useQuery({ queryKey: SHARED_QUERY_KEYS.monthlyTracker, queryFn: () => post('/api/v1/tracker/monthly', {}, { schema: TrackerReply }) });
