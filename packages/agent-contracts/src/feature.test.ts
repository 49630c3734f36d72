import { describe, expect, it } from 'vitest';
import { AGENT_CONTRACT_DIALOGS } from './constants';
import { agentContractsFeature } from './feature';

describe('agentContractsFeature', () => {
  it('contributes both dialogs, the post-login widget, the seven centre pages and the PAYMENT_CONFIRMATION handler', async () => {
    const feature = agentContractsFeature;
    expect(feature.dialogs.map((dialog) => dialog.ref)).toEqual([
      AGENT_CONTRACT_DIALOGS.contractRequests,
      AGENT_CONTRACT_DIALOGS.paymentConfirmation,
    ]);
    expect(feature.agentCentre.map((page) => page.id)).toEqual([
      'agentDividendRecordCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentMRDailySalary',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(feature.memberCentre.map((page) => page.id)).toEqual(['playerMRDailySalary']);
    expect(Object.keys(feature.realtime)).toEqual(['PAYMENT_CONFIRMATION']);
    for (const lazy of [
      ...feature.dialogs.map((dialog) => dialog.lazy),
      ...feature.widgets.map((widget) => widget.lazy),
      ...feature.agentCentre.map((page) => page.lazy),
      ...feature.memberCentre.map((page) => page.lazy),
    ])
      expect(typeof (await lazy()).Component).toBe('function');
  });

  it('lists no endpoints: the API module loads with the first lazy part, not with the shell', () => {
    expect('endpoints' in agentContractsFeature).toBe(false);
  });

  it('loads its namespace per language', async () => {
    expect(await agentContractsFeature.i18n.load('EN')).toMatchObject({
      contract_requests_title: 'Contract requests',
    });
    expect(await agentContractsFeature.i18n.load('CN')).toMatchObject({
      contract_requests_title: '合约请求',
    });
  });
});
