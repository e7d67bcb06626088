import { formatMoney } from '@market/shared';

/** A task's reward (whole rupees) as people read it: 5000 -> "Rs 5,000". */
export const formatReward = (reward: number): string => formatMoney(reward * 100, 'PKR');
