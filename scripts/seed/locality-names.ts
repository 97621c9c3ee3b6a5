/**
 * The demo localities' Tamil names (slugs as lib/localities/normalise.ts makes them from
 * scripts/seed/data.ts). A real site starts without them: the dealer adds each at
 * /admin/localities, and Tamil pages show the English name until then.
 */
export const demoLocalityNamesTa: Record<string, string> = {
  'bagalur-road': 'பாகலூர் சாலை',
  'sipcot-phase-1': 'சிப்காட் முதல் கட்டம்',
  'sipcot-phase-2': 'சிப்காட் இரண்டாம் கட்டம்',
  'denkanikottai-road': 'தேன்கனிக்கோட்டை சாலை',
  mathigiri: 'மத்திகிரி',
  'kelamangalam-road': 'கெலமங்கலம் சாலை',
  zuzuvadi: 'ஜூஜூவாடி',
  'shanthi-nagar': 'சாந்தி நகர்',
  alasanatham: 'ஆலசநத்தம்',
  'thally-road': 'தளி சாலை',
  'rayakottai-road': 'ராயக்கோட்டை சாலை',
  avalapalli: 'அவலப்பள்ளி',
  'krishnagiri-road': 'கிருஷ்ணகிரி சாலை',
  bathalapalli: 'பத்தலப்பள்ளி',
  'attibele-border': 'அத்திபெலே எல்லை',
  chinnaelasagiri: 'சின்ன எலசகிரி',
};
