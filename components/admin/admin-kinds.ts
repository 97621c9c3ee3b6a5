import type { KindId } from '@/models/kinds';

/**
 * What the admin screens need per kind beyond the registry: SPEC §2's fixed routes and the
 * texts of §2/§8, which differ per kind in wording (not only in the noun).
 */
export interface AdminKind {
  addPath: string;
  listPath: string;
  editPath: (id: string) => string;
  /** Where a successful edit goes (SPEC §4): the home list for houses, else the dashboard. */
  afterEdit: string;
  /** Label overrides on the edit form ('Project name' on the plot edit form). */
  editLabels: Record<string, string>;
  list: {
    heading: string;
    loading: string;
    empty: string;
    error: (message: string) => string;
    errorHeading?: string;
  };
  deleteFailed: (message: string | null, status: number | null) => string;
}

export const ADMIN_KINDS: Record<KindId, AdminKind> = {
  villa: {
    addPath: '/admin/add-villa',
    listPath: '/admin/all-villas',
    editPath: (id) => `/admin/editvilla/${encodeURIComponent(id)}`,
    afterEdit: '/dashboard',
    editLabels: {},
    list: {
      heading: 'All Villas',
      loading: 'Loading villas...',
      empty: 'no villas available',
      error: (m) => `Error loading villas: ${m}`,
    },
    deleteFailed: (m) => `Error deleting villa: ${m || 'Failed to delete villa.'}`,
  },
  plot: {
    addPath: '/admin/add-plot',
    listPath: '/admin/all-plots',
    editPath: (id) => `/admin/editPlot/${encodeURIComponent(id)}`,
    afterEdit: '/dashboard',
    editLabels: { title: 'Project name' },
    list: {
      heading: 'All Plots',
      loading: 'Loading plots...',
      empty: 'No plots available.',
      error: (m) => `Error loading plots: ${m}`,
    },
    deleteFailed: (m, status) => `Error deleting plot: ${m || `HTTP error! status: ${status ?? 0}`}`,
  },
  home: {
    addPath: '/admin/add-home',
    listPath: '/admin/all-homes',
    editPath: (id) => `/admin/edit-homes/${encodeURIComponent(id)}`,
    afterEdit: '/admin/all-homes',
    editLabels: {},
    list: {
      heading: 'All Houses',
      loading: 'Loading homes...',
      empty: 'No homes found.',
      error: (m) => `Error: ${m}`,
      errorHeading: 'Error Loading Homes',
    },
    deleteFailed: () => 'Failed to delete home',
  },
};

/** 'villa' → 'villa', used in 'Error adding villa: …' and 'delete this villa?'. */
export const lowerNoun = (noun: string) => noun.toLowerCase();
