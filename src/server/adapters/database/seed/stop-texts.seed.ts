import type { SeedStopText } from './seed.types';

/** What the working-hours modal says when staff stop a functionality. */
export const stopTexts: readonly SeedStopText[] = [
  {
    functionality: 'global',
    translation: {
      uk: {
        title: 'Ми тимчасово не приймаємо замовлення',
        description: 'Кухня на короткій паузі. Спробуйте трохи пізніше — ми скоро повернемося і все приготуємо.',
      },
      en: {
        title: 'We are not taking orders right now',
        description: 'The kitchen is taking a short break. Please try again a little later: we will be back soon.',
      },
      ru: {
        title: 'Мы временно не принимаем заказы',
        description: 'Кухня на короткой паузе. Попробуйте немного позже — мы скоро вернёмся и всё приготовим.',
      },
    },
  },
  {
    functionality: 'burgers',
    translation: {
      uk: {
        title: 'Бургери тимчасово недоступні',
        description:
          'Гриль зараз не працює. Можна замовити роли, сети, закуски чи напої — або зазирніть до нас трохи пізніше.',
      },
      en: {
        title: 'Burgers are unavailable for now',
        description:
          'The grill is off at the moment. You can still order rolls, sets, sides or drinks, or come back a little later.',
      },
      ru: {
        title: 'Бургеры временно недоступны',
        description:
          'Гриль сейчас не работает. Можно заказать роллы, сеты, закуски или напитки — или загляните к нам чуть позже.',
      },
    },
    // Kyiv makes no rolls or sets (migration 0033 mends shops seeded before this text).
    translationWithoutSushi: {
      uk: {
        title: 'Бургери тимчасово недоступні',
        description: 'Гриль зараз не працює. Можна замовити закуски чи напої — або зазирніть до нас трохи пізніше.',
      },
      en: {
        title: 'Burgers are unavailable for now',
        description:
          'The grill is off at the moment. You can still order sides or drinks, or come back a little later.',
      },
      ru: {
        title: 'Бургеры временно недоступны',
        description: 'Гриль сейчас не работает. Можно заказать закуски или напитки — или загляните к нам чуть позже.',
      },
    },
  },
  {
    functionality: 'sushi',
    translation: {
      uk: {
        title: 'Суші тимчасово недоступні',
        description: 'Суші-бар на паузі. Поки що замовте бургери, комбо чи закуски — вони вже чекають.',
      },
      en: {
        title: 'Sushi is unavailable for now',
        description: 'The sushi bar is on a break. Meanwhile, our burgers, combos and sides are ready for you.',
      },
      ru: {
        title: 'Суши временно недоступны',
        description: 'Суши-бар на паузе. Пока закажите бургеры, комбо или закуски — они уже ждут.',
      },
    },
  },
  {
    functionality: 'delivery',
    translation: {
      uk: {
        title: 'Доставка тимчасово не працює',
        description:
          'Усі кур’єри зайняті. Ви можете забрати замовлення самостійно або оформити попереднє замовлення на зручний час.',
      },
      en: {
        title: 'Delivery is paused',
        description:
          'All our couriers are busy. You can pick your order up yourself or pre-order for a time that suits you.',
      },
      ru: {
        title: 'Доставка временно не работает',
        description:
          'Все курьеры заняты. Вы можете забрать заказ самостоятельно или оформить предзаказ на удобное время.',
      },
    },
  },
  {
    functionality: 'self-pickup',
    translation: {
      uk: {
        title: 'Самовивіз тимчасово недоступний',
        description: 'Зараз ми не видаємо замовлення в ресторані. Оформіть доставку — привеземо швидко.',
      },
      en: {
        title: 'Pickup is unavailable for now',
        description:
          'We are not handing out orders at the restaurant right now. Choose delivery and we will bring it quickly.',
      },
      ru: {
        title: 'Самовывоз временно недоступен',
        description: 'Сейчас мы не выдаём заказы в ресторане. Оформите доставку — привезём быстро.',
      },
    },
  },
  {
    functionality: 'pre-order',
    translation: {
      uk: {
        title: 'Попередні замовлення тимчасово не приймаємо',
        description:
          'Зараз можна замовити лише на найближчий час. Попередні замовлення знову запрацюють найближчим часом.',
      },
      en: {
        title: 'Pre-orders are paused',
        description: 'For now you can only order for as soon as possible. Pre-orders will be back shortly.',
      },
      ru: {
        title: 'Предзаказы временно не принимаем',
        description: 'Сейчас можно заказать только на ближайшее время. Предзаказы снова заработают в ближайшее время.',
      },
    },
  },
];
