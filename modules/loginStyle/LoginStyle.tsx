// The picture and welcome of the share's login page; the login page places it by style (1–7).
import type { LoginStyleContent } from '../content.gen';
import type { ModuleProps } from '../types';
import { useModuleServices } from '../services';
import './loginStyle.css';

export default function LoginStyle({ content }: ModuleProps<LoginStyleContent>) {
  const s = useModuleServices();
  const welcome = s.text(content.welcome);
  return (
    <div className={`m-login m-login--${content.style}`}>
      {content.background && <img src={content.background} alt="" width={1440} height={480} />}
      {welcome && (
        <p className="m-login__welcome" dir="auto">
          {welcome}
        </p>
      )}
    </div>
  );
}
