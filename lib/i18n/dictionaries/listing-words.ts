/**
 * The English side of the listing words, read from the registry (models/kinds.ts, display.ts) so
 * that no English word is written twice: field labels by field name, option labels by their
 * English label, and each kind's headings. The Tamil dictionary mirrors these key for key.
 */
import { DISPLAY } from '@/models/display';
import { KIND_IDS, KINDS, type KindId } from '@/models/kinds';
import { SALE_WORDS } from '@/models/words';

function fieldLabels(): Record<string, string> {
  return Object.fromEntries(KIND_IDS.flatMap((id) => KINDS[id].fields.map((f) => [f.name, f.label])));
}

function optionLabels(): Record<string, string> {
  const options = KIND_IDS.flatMap((id) => KINDS[id].fields.flatMap((f) => (f.options ?? []).map((o) => [o.label, o.label])));
  // The sale marks show as chips beside the status (lib/listings/view.ts chips()).
  return Object.fromEntries([...options, [SALE_WORDS.featured, SALE_WORDS.featured], [SALE_WORDS.reduced, SALE_WORDS.reduced]]);
}

function kindWords(id: KindId) {
  const d = DISPLAY[id];
  return {
    listHeading: d.listHeading,
    listIntro: d.listIntro,
    emptyTitle: d.empty.title,
    about: d.about,
    infoTitle: d.infoTitle,
    interested: d.interested,
    notFoundTitle: d.notFound.title,
    notFoundText: d.notFound.text,
    notFoundBack: d.notFound.back,
    similarTitle: d.similar.title,
    similarLoading: d.similar.loading,
    similarViewAll: d.similar.viewAll,
    similarEmpty: d.similar.empty,
    similarBrowse: d.similar.browse,
    tiles: Object.fromEntries(d.tiles.map((t) => [t.field, t.label])),
    info: Object.fromEntries(d.infoRows.map((r) => [r.field, r.label])),
  };
}

export const listingWordsEn = {
  fields: fieldLabels(),
  values: optionLabels(),
  kinds: { villa: kindWords('villa'), plot: kindWords('plot'), home: kindWords('home') },
};
