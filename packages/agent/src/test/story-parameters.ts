/**
 * What every agent-centre story runs with: agent41 signed in on the in-browser sandbox, and the
 * agent pages' flags on (ADR 0059), so each page renders its real data in every skin.
 */
export const AGENT_STORY_PARAMETERS = {
  flags: {
    AGEPAG: true,
    AGEREGDOWN3: true,
    CREATEAFF3: true,
    AFFMAN3: true,
    AGETEAMPNL3: true,
    TEAMBETTING3: true,
    AGENTRANSMULTDOWN3: true,
  },
  featureShell: { account: 'agent41' },
};
