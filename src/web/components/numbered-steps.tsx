/** antd Steps whose step numbers follow the interface's digits (১ ২ ৩ ৪ in Bangla). */
import { Steps, type StepsProps } from 'antd';
import { localDigits } from '../lib/format';
import { useLang } from '../lib/use-lang';

export function NumberedSteps(props: StepsProps) {
  const lang = useLang();
  const current = props.current ?? 0;
  return (
    <Steps
      {...props}
      iconRender={(node, { index, components: { Icon } }) =>
        current >= 0 && index < current ? (
          node
        ) : (
          <Icon>
            <span className="ant-steps-item-icon-number">{localDigits(index + 1, lang)}</span>
          </Icon>
        )
      }
    />
  );
}
