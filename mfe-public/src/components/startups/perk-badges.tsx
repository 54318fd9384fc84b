import { type Perk } from '@nordhub/contracts';
import { Badge, InlineList } from '@nordhub/design-system';
import { benefitIcons } from '../jobs/benefit-icons';

export type PerkBadgesProps = { perks: readonly Perk[] };

/** A startup's perks as a row of badges, each with its (decorative) pictogram. */
export function PerkBadges({ perks }: PerkBadgesProps) {
  return (
    <InlineList>
      {perks.map((perk) => (
        <li key={`${perk.icon}-${perk.text}`}>
          <Badge tone="neutral">
            <span aria-hidden="true">{benefitIcons[perk.icon]} </span>
            {perk.text}
          </Badge>
        </li>
      ))}
    </InlineList>
  );
}
