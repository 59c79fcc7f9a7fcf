import {paymentMethods} from '@site/src/data/payments';

/** The payment methods the clinic accepts. */
export default function PaymentMethods() {
  return (
    <dl>
      {paymentMethods.map((m) => (
        <div key={m.id}>
          <dt>{m.name}</dt>
          <dd>{m.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
