import { describe, expect, it } from 'vitest';
import { StartupError } from '../../errors/startup-error.js';
import { signInSettingsFromEnv } from './sign-in-config.js';
import { defaultSignInSettings } from './sign-in-settings.js';

describe('sign-in limits from the environment', () => {
  it('defaults to 5 codes per phone, 10 per address, 10 wrong codes per phone an hour, no trusted proxy', () => {
    expect(signInSettingsFromEnv({}, defaultSignInSettings)).toEqual(defaultSignInSettings);
    expect(defaultSignInSettings).toMatchObject({
      smsPerPhone: 5,
      smsPerAddress: 10,
      wrongChecksPerPhone: 10,
      limitWindowSeconds: 3600,
      trustedProxies: [],
    });
  });

  it('reads every limit and the trusted proxies', () => {
    const settings = signInSettingsFromEnv(
      {
        LOYALTY_SIGN_IN_SMS_PER_PHONE: '3',
        LOYALTY_SIGN_IN_SMS_PER_ADDRESS: '50',
        LOYALTY_SIGN_IN_WRONG_CODES_PER_PHONE: '7',
        LOYALTY_SIGN_IN_LIMIT_WINDOW_SECONDS: '86400',
        LOYALTY_TRUSTED_PROXIES: ' 10.0.0.1, ::ffff:10.0.0.2 ,::1',
      },
      defaultSignInSettings,
    );
    expect(settings).toMatchObject({
      smsPerPhone: 3,
      smsPerAddress: 50,
      wrongChecksPerPhone: 7,
      limitWindowSeconds: 86400,
      trustedProxies: ['10.0.0.1', '10.0.0.2', '::1'],
    });
  });

  it.each([
    ['LOYALTY_SIGN_IN_SMS_PER_PHONE', '0', /LOYALTY_SIGN_IN_SMS_PER_PHONE must be a positive integer, not "0"/],
    ['LOYALTY_SIGN_IN_SMS_PER_ADDRESS', 'ten', /LOYALTY_SIGN_IN_SMS_PER_ADDRESS must be a positive integer/],
    ['LOYALTY_SIGN_IN_WRONG_CODES_PER_PHONE', '2.5', /LOYALTY_SIGN_IN_WRONG_CODES_PER_PHONE must be a positive/],
    ['LOYALTY_SIGN_IN_LIMIT_WINDOW_SECONDS', '-1', /LOYALTY_SIGN_IN_LIMIT_WINDOW_SECONDS must be a positive/],
    ['LOYALTY_TRUSTED_PROXIES', '10.0.0.1,proxy.local', /LOYALTY_TRUSTED_PROXIES must be IP addresses .*"proxy.local"/],
    ['LOYALTY_TRUSTED_PROXIES', '10.0.0.0/8', /LOYALTY_TRUSTED_PROXIES must be IP addresses/],
  ])('stops the service at start on %s=%s', (name, value, message) => {
    const read = () => signInSettingsFromEnv({ [name]: value }, defaultSignInSettings);
    expect(read).toThrow(StartupError);
    expect(read).toThrow(message);
  });
});
