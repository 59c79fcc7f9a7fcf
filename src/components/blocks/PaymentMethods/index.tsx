import type {ComponentProps} from 'react';
import Icon from '@site/src/components/ui/Icon';
import {
  BankIcon,
  CreditCardIcon,
  GlobeHemisphereEastIcon,
  MoneyIcon,
  QrCodeIcon,
} from '@site/src/components/ui/Icon/icons';
import {paymentMethods} from '@site/src/data/payments';
import styles from './styles.module.css';

/** A picture for each method in src/data/payments.ts, by its id; a new method shows without one. */
const icons: Record<string, ComponentProps<typeof Icon>['icon']> = {
  upi: QrCodeIcon,
  cards: CreditCardIcon,
  'net-banking': BankIcon,
  cash: MoneyIcon,
  abroad: GlobeHemisphereEastIcon,
};

/** The payment methods the clinic accepts, as tiles: two or three across where there is room. */
export default function PaymentMethods() {
  return (
    <dl className={styles.methods}>
      {paymentMethods.map((m) => {
        const icon = icons[m.id];
        return (
          <div key={m.id} className={styles.method}>
            <dt className={styles.name}>
              {icon && (
                <span className={styles.badge}>
                  <Icon icon={icon} size={1.35} />
                </span>
              )}
              {m.name}
            </dt>
            <dd className={styles.detail}>{m.detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}
