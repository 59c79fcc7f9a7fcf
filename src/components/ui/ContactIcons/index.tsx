import type {SVGProps} from 'react';
import {
  CalendarCheckIcon,
  FirstAidIcon,
  PhoneIcon as PhoneGlyph,
  WhatsappLogoIcon,
  type IconGlyph,
} from '@site/src/components/ui/Icon/icons';

/**
 * The icons of the contact actions (phone action bar, emergency call button),
 * from the site's icon set (src/components/ui/Icon/icons.ts), sized in px:
 * coloured by `currentColor`, hidden from screen readers (the text beside
 * each names the action).
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {size?: number};

function draw(Glyph: IconGlyph, {size = 20, ...rest}: IconProps) {
  return <Glyph aria-hidden="true" focusable="false" width={size} height={size} {...rest} />;
}

export function PhoneIcon(props: IconProps) {
  return draw(PhoneGlyph, props);
}

export function WhatsAppIcon(props: IconProps) {
  return draw(WhatsappLogoIcon, props);
}

export function CalendarIcon(props: IconProps) {
  return draw(CalendarCheckIcon, props);
}

/** A first-aid cross, for the emergency line. */
export function EmergencyIcon(props: IconProps) {
  return draw(FirstAidIcon, props);
}
