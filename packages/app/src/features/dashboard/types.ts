// The dashboard's answers as the screens name them (generated from the contract).
import type { components } from '@endless/client';

export type DashboardData = components['schemas']['DashboardData'];
export type DashboardStatus = components['schemas']['Status'];
