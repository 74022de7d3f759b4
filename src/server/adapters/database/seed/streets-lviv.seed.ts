/**
 * The built-in street gazetteer for Lviv (and towns nearby): real streets with approximate coordinates,
 * [lng, lat], each a polyline from the first to the last house so the geocoder can interpolate
 * a house along it. Hand-made, not taken from a map database: good to a few hundred metres,
 * which is what a delivery-zone lookup needs.
 */

import type { SeedStreet } from './seed.types';

export const streetsLviv: readonly SeedStreet[] = [
  {
    id: 'lviv-svobody', cityId: 1, deliveryCityId: 101, name: 'проспект Свободи', firstHouse: 1, lastHouse: 53,
    line: [[24.0298, 49.8392], [24.028, 49.8415], [24.0265, 49.8436]],
  },
  {
    id: 'lviv-horodotska', cityId: 1, deliveryCityId: 101, name: 'вулиця Городоцька', firstHouse: 1, lastHouse: 359,
    line: [[24.0252, 49.8428], [24.013, 49.8418], [23.999, 49.8418], [23.972, 49.8355], [23.936, 49.827]],
  },
  {
    id: 'lviv-lychakivska', cityId: 1, deliveryCityId: 101, name: 'вулиця Личаківська', firstHouse: 1, lastHouse: 291,
    line: [[24.0385, 49.8412], [24.05, 49.8388], [24.064, 49.8362], [24.08, 49.8343]],
  },
  {
    id: 'lviv-zelena', cityId: 1, deliveryCityId: 101, name: 'вулиця Зелена', firstHouse: 1, lastHouse: 301,
    line: [[24.037, 49.8335], [24.047, 49.824], [24.06, 49.815], [24.076, 49.806]],
  },
  {
    id: 'lviv-stryiska', cityId: 1, deliveryCityId: 101, name: 'вулиця Стрийська', firstHouse: 1, lastHouse: 352,
    line: [[24.027, 49.828], [24.0235, 49.815], [24.0225, 49.801], [24.026, 49.785], [24.029, 49.772]],
  },
  {
    id: 'lviv-naukova', cityId: 1, deliveryCityId: 101, name: 'вулиця Наукова', firstHouse: 1, lastHouse: 116,
    line: [[24.0215, 49.8072], [24.01, 49.8085], [23.996, 49.812]],
  },
  {
    id: 'lviv-shevchenka', cityId: 1, deliveryCityId: 101, name: 'вулиця Шевченка', firstHouse: 1, lastHouse: 420,
    line: [[24.0135, 49.842], [24.002, 49.847], [23.982, 49.856], [23.96, 49.865]],
  },
  {
    id: 'lviv-chervonoi-kalyny', cityId: 1, deliveryCityId: 101, name: 'проспект Червоної Калини', firstHouse: 1, lastHouse: 117,
    line: [[24.064, 49.81], [24.059, 49.795], [24.052, 49.782]],
  },
  {
    id: 'lviv-kn-olhy', cityId: 1, deliveryCityId: 101, name: 'вулиця Княгині Ольги', firstHouse: 1, lastHouse: 122,
    line: [[24.0105, 49.8235], [24.004, 49.813], [24.0, 49.804]],
  },
  {
    id: 'lviv-pid-dubom', cityId: 1, deliveryCityId: 101, name: 'вулиця Під Дубом', firstHouse: 1, lastHouse: 26,
    line: [[24.0225, 49.849], [24.018, 49.853]],
  },
  {
    id: 'lviv-rynok', cityId: 1, deliveryCityId: 101, name: 'площа Ринок', firstHouse: 1, lastHouse: 45,
    line: [[24.0305, 49.8423], [24.0326, 49.8425], [24.0328, 49.8413], [24.0307, 49.8411]],
  },
  {
    id: 'lviv-franka', cityId: 1, deliveryCityId: 101, name: 'вулиця Івана Франка', firstHouse: 1, lastHouse: 163,
    line: [[24.0335, 49.8392], [24.0355, 49.833], [24.033, 49.827], [24.0295, 49.8245]],
  },
  {
    id: 'lviv-bandery', cityId: 1, deliveryCityId: 101, name: 'вулиця Степана Бандери', firstHouse: 1, lastHouse: 106,
    line: [[24.021, 49.8363], [24.0144, 49.8352], [24.006, 49.8335]],
  },
  {
    id: 'lviv-chornovola', cityId: 1, deliveryCityId: 101, name: 'проспект Чорновола', firstHouse: 1, lastHouse: 109,
    line: [[24.0268, 49.8462], [24.0258, 49.856], [24.027, 49.866]],
  },
  {
    id: 'lviv-lypynskoho', cityId: 1, deliveryCityId: 101, name: 'вулиця Липинського', firstHouse: 1, lastHouse: 60,
    line: [[24.029, 49.864], [24.04, 49.866], [24.048, 49.8668]],
  },
  {
    id: 'lviv-khmelnytskoho', cityId: 1, deliveryCityId: 101, name: 'вулиця Богдана Хмельницького', firstHouse: 1, lastHouse: 280,
    line: [[24.034, 49.8485], [24.042, 49.856], [24.052, 49.865], [24.059, 49.8725]],
  },
  {
    id: 'lviv-sykhivska', cityId: 1, deliveryCityId: 101, name: 'вулиця Сихівська', firstHouse: 1, lastHouse: 34,
    line: [[24.042, 49.7985], [24.056, 49.7975], [24.07, 49.795]],
  },
  {
    id: 'lviv-vyhovskoho', cityId: 1, deliveryCityId: 101, name: 'вулиця Виговського', firstHouse: 1, lastHouse: 100,
    line: [[23.979, 49.8345], [23.982, 49.821], [23.987, 49.809]],
  },
  {
    id: 'lviv-kulparkivska', cityId: 1, deliveryCityId: 101, name: 'вулиця Кульпарківська', firstHouse: 1, lastHouse: 226,
    line: [[24.0085, 49.8325], [24.0, 49.823], [23.988, 49.813], [23.9786, 49.8063]],
  },
  {
    id: 'lviv-pasichna', cityId: 1, deliveryCityId: 101, name: 'вулиця Пасічна', firstHouse: 1, lastHouse: 180,
    line: [[24.072, 49.8335], [24.076, 49.824], [24.08, 49.815], [24.084, 49.807]],
  },
  {
    id: 'lviv-doroshenka', cityId: 1, deliveryCityId: 101, name: 'вулиця Петра Дорошенка', firstHouse: 1, lastHouse: 70,
    line: [[24.0285, 49.8408], [24.025, 49.8405], [24.021, 49.8401]],
  },
  {
    id: 'lviv-kopernyka', cityId: 1, deliveryCityId: 101, name: 'вулиця Коперника', firstHouse: 1, lastHouse: 60,
    line: [[24.029, 49.8392], [24.023, 49.837], [24.018, 49.8356]],
  },
  {
    id: 'lviv-universytetska', cityId: 1, deliveryCityId: 101, name: 'вулиця Університетська', firstHouse: 1, lastHouse: 7,
    line: [[24.0228, 49.841], [24.023, 49.8386]],
  },
  {
    id: 'lviv-sichovykh-striltsiv', cityId: 1, deliveryCityId: 101, name: 'вулиця Січових Стрільців', firstHouse: 1, lastHouse: 19,
    line: [[24.0262, 49.8406], [24.0246, 49.8386]],
  },
  {
    id: 'lviv-ruska', cityId: 1, deliveryCityId: 101, name: 'вулиця Руська', firstHouse: 1, lastHouse: 20,
    line: [[24.033, 49.8412], [24.0358, 49.8415]],
  },
  {
    id: 'lviv-vynnychenka', cityId: 1, deliveryCityId: 101, name: 'вулиця Винниченка', firstHouse: 1, lastHouse: 32,
    line: [[24.0375, 49.843], [24.0385, 49.839]],
  },
  {
    id: 'lviv-pidvalna', cityId: 1, deliveryCityId: 101, name: 'вулиця Підвальна', firstHouse: 1, lastHouse: 17,
    line: [[24.0365, 49.8445], [24.0378, 49.8415]],
  },
  {
    id: 'lviv-valova', cityId: 1, deliveryCityId: 101, name: 'вулиця Валова', firstHouse: 1, lastHouse: 33,
    line: [[24.032, 49.8405], [24.036, 49.8408]],
  },
  {
    id: 'lviv-kn-romana', cityId: 1, deliveryCityId: 101, name: 'вулиця Князя Романа', firstHouse: 1, lastHouse: 45,
    line: [[24.0345, 49.84], [24.0385, 49.838]],
  },
  {
    id: 'lviv-pekarska', cityId: 1, deliveryCityId: 101, name: 'вулиця Пекарська', firstHouse: 1, lastHouse: 74,
    line: [[24.039, 49.8388], [24.045, 49.836], [24.051, 49.833]],
  },
  {
    id: 'lviv-levytskoho', cityId: 1, deliveryCityId: 101, name: 'вулиця Кості Левицького', firstHouse: 1, lastHouse: 120,
    line: [[24.0375, 49.8378], [24.043, 49.8355], [24.048, 49.834]],
  },
  {
    id: 'lviv-mechnykova', cityId: 1, deliveryCityId: 101, name: 'вулиця Мечникова', firstHouse: 1, lastHouse: 36,
    line: [[24.051, 49.8332], [24.054, 49.8305], [24.0565, 49.828]],
  },
  {
    id: 'lviv-vitovskoho', cityId: 1, deliveryCityId: 101, name: 'вулиця Дмитра Вітовського', firstHouse: 1, lastHouse: 60,
    line: [[24.029, 49.8312], [24.025, 49.8305], [24.0215, 49.8298]],
  },
  {
    id: 'lviv-rustaveli', cityId: 1, deliveryCityId: 101, name: 'вулиця Шота Руставелі', firstHouse: 1, lastHouse: 40,
    line: [[24.032, 49.8347], [24.031, 49.8322], [24.03, 49.83]],
  },
  {
    id: 'lviv-heroiv-upa', cityId: 1, deliveryCityId: 101, name: 'вулиця Героїв УПА', firstHouse: 1, lastHouse: 80,
    line: [[24.0075, 49.8328], [24.001, 49.829], [23.995, 49.825]],
  },
  {
    id: 'lviv-chuprynky', cityId: 1, deliveryCityId: 101, name: 'вулиця Генерала Чупринки', firstHouse: 1, lastHouse: 130,
    line: [[24.016, 49.834], [24.012, 49.827], [24.008, 49.821]],
  },
  {
    id: 'lviv-sakharova', cityId: 1, deliveryCityId: 101, name: 'вулиця Андрія Сахарова', firstHouse: 1, lastHouse: 86,
    line: [[24.0215, 49.832], [24.0185, 49.8285], [24.016, 49.825]],
  },
  {
    id: 'lviv-vuletska', cityId: 1, deliveryCityId: 101, name: 'вулиця Вулецька', firstHouse: 1, lastHouse: 40,
    line: [[24.023, 49.828], [24.0205, 49.8235], [24.018, 49.819]],
  },
  {
    id: 'lviv-zamarstynivska', cityId: 1, deliveryCityId: 101, name: 'вулиця Замарстинівська', firstHouse: 1, lastHouse: 300,
    line: [[24.0315, 49.848], [24.0325, 49.858], [24.0335, 49.868], [24.0345, 49.877]],
  },
  {
    id: 'lviv-varshavska', cityId: 1, deliveryCityId: 101, name: 'вулиця Варшавська', firstHouse: 1, lastHouse: 200,
    line: [[24.023, 49.861], [24.015, 49.868], [24.006, 49.876]],
  },
  {
    id: 'lviv-mazepy', cityId: 1, deliveryCityId: 101, name: 'вулиця Гетьмана Мазепи', firstHouse: 1, lastHouse: 40,
    line: [[24.0275, 49.8625], [24.0265, 49.872], [24.0255, 49.88]],
  },
  {
    id: 'lviv-lyubinska', cityId: 1, deliveryCityId: 101, name: 'вулиця Любінська', firstHouse: 1, lastHouse: 168,
    line: [[23.9905, 49.8325], [23.978, 49.824], [23.965, 49.817], [23.958, 49.8135]],
  },
  {
    id: 'lviv-shyroka', cityId: 1, deliveryCityId: 101, name: 'вулиця Широка', firstHouse: 1, lastHouse: 110,
    line: [[23.968, 49.837], [23.962, 49.844], [23.954, 49.851]],
  },
  {
    id: 'lviv-volodymyra-velykoho', cityId: 1, deliveryCityId: 101, name: 'вулиця Володимира Великого', firstHouse: 1, lastHouse: 58,
    line: [[24.02, 49.803], [24.01, 49.8012], [23.998, 49.8]],
  },
  {
    id: 'lviv-khutorivka', cityId: 1, deliveryCityId: 101, name: 'вулиця Хуторівка', firstHouse: 1, lastHouse: 40,
    line: [[24.048, 49.804], [24.056, 49.803], [24.064, 49.8015]],
  },
  // Винники
  {
    id: 'vynnyky-halytska', cityId: 1, deliveryCityId: 103, name: 'вулиця Галицька', firstHouse: 1, lastHouse: 120,
    line: [[24.1325, 49.8185], [24.137, 49.8172], [24.143, 49.8158]],
  },
  {
    id: 'vynnyky-hrushevskoho', cityId: 1, deliveryCityId: 103, name: 'вулиця Грушевського', firstHouse: 1, lastHouse: 48,
    line: [[24.137, 49.82], [24.1385, 49.816], [24.14, 49.812]],
  },
  // Брюховичі
  {
    id: 'briukhovychi-franka', cityId: 1, deliveryCityId: 102, name: 'вулиця Івана Франка', firstHouse: 1, lastHouse: 90,
    line: [[23.942, 49.9], [23.947, 49.903], [23.952, 49.906]],
  },
  {
    id: 'briukhovychi-shevchenka', cityId: 1, deliveryCityId: 102, name: 'вулиця Тараса Шевченка', firstHouse: 1, lastHouse: 64,
    line: [[23.947, 49.898], [23.951, 49.8955], [23.955, 49.893]],
  },
  // Дубляни
  {
    id: 'dubliany-volodymyra-velykoho', cityId: 1, deliveryCityId: 106, name: 'вулиця Володимира Великого', firstHouse: 1, lastHouse: 40,
    line: [[24.086, 49.9], [24.088, 49.902], [24.09, 49.904]],
  },
  // Гряда: outside every delivery zone by design (zones.seed.ts), the operator clarifies delivery
  // there; the street lies around the village centre (49.9378, 24.0342), well inside its boundary.
  {
    id: 'hriada-shevchenka', cityId: 1, deliveryCityId: 108, name: 'вулиця Тараса Шевченка', firstHouse: 1, lastHouse: 80,
    line: [[24.029, 49.9355], [24.0342, 49.9378], [24.039, 49.9395]],
  },
  // Entries the real street feed contains; the street search hides them.
  {
    id: 'lviv-separator', cityId: 1, deliveryCityId: 101, name: '----------', firstHouse: 1, lastHouse: 1,
    line: [[24.0316, 49.8419], [24.0318, 49.842]],
  },
  {
    id: 'lviv-other', cityId: 1, deliveryCityId: 101, name: 'інша вулиця', firstHouse: 1, lastHouse: 1,
    line: [[24.0316, 49.8419], [24.0318, 49.842]],
  },
  {
    id: '1582762', cityId: 1, deliveryCityId: 101, name: '1582762', firstHouse: 1, lastHouse: 1,
    line: [[24.0316, 49.8419], [24.0318, 49.842]],
  },
];
