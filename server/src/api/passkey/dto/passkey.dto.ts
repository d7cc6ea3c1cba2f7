/** The storefront's passkey bodies: the shared rules of common/dto, which the engine checks again. */
export { PasskeyLoginDto, PasskeyRegisterDto } from '../../../common/dto/passkey-fields.dto.js';
