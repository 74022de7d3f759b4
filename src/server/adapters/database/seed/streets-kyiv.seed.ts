/**
 * The built-in street gazetteer for Kyiv: real streets with approximate coordinates,
 * [lng, lat], each a polyline from the first to the last house so the geocoder can interpolate
 * a house along it. Hand-made, not taken from a map database: good to a few hundred metres,
 * which is what a delivery-zone lookup needs.
 */

import type { SeedStreet } from './seed.types';

export const streetsKyiv: readonly SeedStreet[] = [
  {
    id: 'kyiv-khreshchatyk', cityId: 2, deliveryCityId: 201, name: 'вулиця Хрещатик', firstHouse: 1, lastHouse: 52,
    line: [[30.5285, 50.454], [30.524, 50.45], [30.5212, 50.442]],
  },
  {
    id: 'kyiv-velyka-vasylkivska', cityId: 2, deliveryCityId: 201, name: 'вулиця Велика Васильківська', firstHouse: 1, lastHouse: 150,
    line: [[30.5212, 50.4415], [30.5195, 50.433], [30.5185, 50.423], [30.5175, 50.413], [30.517, 50.405]],
  },
  {
    id: 'kyiv-beresteiskyi', cityId: 2, deliveryCityId: 201, name: 'Берестейський проспект', firstHouse: 1, lastHouse: 146,
    line: [[30.4885, 50.4505], [30.466, 50.4512], [30.445, 50.455], [30.419, 50.4585], [30.365, 50.459]],
  },
  {
    id: 'kyiv-saksahanskoho', cityId: 2, deliveryCityId: 201, name: 'вулиця Саксаганського', firstHouse: 1, lastHouse: 155,
    line: [[30.5205, 50.4372], [30.506, 50.4385], [30.4935, 50.4405]],
  },
  {
    id: 'kyiv-bulvar-shevchenka', cityId: 2, deliveryCityId: 201, name: 'бульвар Тараса Шевченка', firstHouse: 1, lastHouse: 80,
    line: [[30.5205, 50.4422], [30.506, 50.445], [30.489, 50.45]],
  },
  {
    id: 'kyiv-antonovycha', cityId: 2, deliveryCityId: 201, name: 'вулиця Антоновича', firstHouse: 1, lastHouse: 180,
    line: [[30.515, 50.438], [30.5185, 50.426], [30.5225, 50.4135]],
  },
  {
    id: 'kyiv-lukianivska', cityId: 2, deliveryCityId: 201, name: "вулиця Лук'янівська", firstHouse: 1, lastHouse: 65,
    line: [[30.486, 50.462], [30.481, 50.4628], [30.476, 50.4635]],
  },
  {
    id: 'kyiv-obolonskyi', cityId: 2, deliveryCityId: 201, name: 'Оболонський проспект', firstHouse: 1, lastHouse: 58,
    line: [[30.502, 50.497], [30.4985, 50.512], [30.499, 50.526]],
  },
  {
    id: 'kyiv-drahomanova', cityId: 2, deliveryCityId: 201, name: 'вулиця Драгоманова', firstHouse: 1, lastHouse: 44,
    line: [[30.617, 50.412], [30.6195, 50.402], [30.623, 50.392]],
  },
  {
    id: 'kyiv-kharkivske', cityId: 2, deliveryCityId: 201, name: 'Харківське шосе', firstHouse: 1, lastHouse: 210,
    line: [[30.613, 50.433], [30.642, 50.418], [30.69, 50.402], [30.725, 50.39]],
  },
  {
    id: 'kyiv-bazhana', cityId: 2, deliveryCityId: 201, name: 'проспект Миколи Бажана', firstHouse: 1, lastHouse: 36,
    line: [[30.596, 50.399], [30.625, 50.4], [30.652, 50.402], [30.67, 50.403]],
  },
  {
    id: 'kyiv-lesi-ukrainky', cityId: 2, deliveryCityId: 201, name: 'бульвар Лесі Українки', firstHouse: 1, lastHouse: 36,
    line: [[30.527, 50.438], [30.532, 50.43], [30.538, 50.4215]],
  },
  {
    id: 'kyiv-velyka-zhytomyrska', cityId: 2, deliveryCityId: 201, name: 'вулиця Велика Житомирська', firstHouse: 1, lastHouse: 40,
    line: [[30.5195, 50.455], [30.51, 50.456], [30.503, 50.4562]],
  },
  {
    id: 'kyiv-yaroslaviv-val', cityId: 2, deliveryCityId: 201, name: 'вулиця Ярославів Вал', firstHouse: 1, lastHouse: 42,
    line: [[30.5155, 50.4505], [30.509, 50.449], [30.503, 50.447]],
  },
  {
    id: 'kyiv-khmelnytskoho', cityId: 2, deliveryCityId: 201, name: 'вулиця Богдана Хмельницького', firstHouse: 1, lastHouse: 80,
    line: [[30.5225, 50.4465], [30.512, 50.446], [30.5, 50.4465]],
  },
  {
    id: 'kyiv-instytutska', cityId: 2, deliveryCityId: 201, name: 'вулиця Інститутська', firstHouse: 1, lastHouse: 28,
    line: [[30.527, 50.451], [30.532, 50.447], [30.537, 50.444]],
  },
  {
    id: 'kyiv-hrushevskoho', cityId: 2, deliveryCityId: 201, name: 'вулиця Михайла Грушевського', firstHouse: 1, lastHouse: 34,
    line: [[30.53, 50.453], [30.537, 50.448], [30.544, 50.443]],
  },
  {
    id: 'kyiv-sichovykh-striltsiv', cityId: 2, deliveryCityId: 201, name: 'вулиця Січових Стрільців', firstHouse: 1, lastHouse: 100,
    line: [[30.508, 50.455], [30.496, 50.457], [30.484, 50.46]],
  },
  {
    id: 'kyiv-prorizna', cityId: 2, deliveryCityId: 201, name: 'вулиця Прорізна', firstHouse: 1, lastHouse: 28,
    line: [[30.523, 50.4478], [30.5165, 50.4485]],
  },
  {
    id: 'kyiv-baseina', cityId: 2, deliveryCityId: 201, name: 'вулиця Басейна', firstHouse: 1, lastHouse: 17,
    line: [[30.5205, 50.4408], [30.526, 50.4388]],
  },
  {
    id: 'kyiv-lavrska', cityId: 2, deliveryCityId: 201, name: 'вулиця Лаврська', firstHouse: 1, lastHouse: 31,
    line: [[30.547, 50.442], [30.553, 50.438], [30.558, 50.433]],
  },
  {
    id: 'kyiv-holosiivskyi', cityId: 2, deliveryCityId: 201, name: 'Голосіївський проспект', firstHouse: 1, lastHouse: 132,
    line: [[30.516, 50.4045], [30.51, 50.396], [30.503, 50.387]],
  },
  {
    id: 'kyiv-nauky', cityId: 2, deliveryCityId: 201, name: 'проспект Науки', firstHouse: 1, lastHouse: 90,
    line: [[30.521, 50.398], [30.525, 50.387], [30.531, 50.375]],
  },
  {
    id: 'kyiv-vasylkivska', cityId: 2, deliveryCityId: 201, name: 'вулиця Васильківська', firstHouse: 1, lastHouse: 42,
    line: [[30.492, 50.398], [30.487, 50.39], [30.48, 50.38]],
  },
  {
    id: 'kyiv-povitrianykh-syl', cityId: 2, deliveryCityId: 201, name: 'проспект Повітряних Сил', firstHouse: 1, lastHouse: 80,
    line: [[30.476, 50.44], [30.455, 50.435], [30.433, 50.432]],
  },
  {
    id: 'kyiv-telihy', cityId: 2, deliveryCityId: 201, name: 'вулиця Олени Теліги', firstHouse: 1, lastHouse: 60,
    line: [[30.447, 50.485], [30.452, 50.473], [30.456, 50.462]],
  },
  {
    id: 'kyiv-bandery', cityId: 2, deliveryCityId: 201, name: 'проспект Степана Бандери', firstHouse: 1, lastHouse: 34,
    line: [[30.489, 50.489], [30.505, 50.4895], [30.52, 50.4905]],
  },
  {
    id: 'kyiv-heroiv-dnipra', cityId: 2, deliveryCityId: 201, name: 'вулиця Героїв Дніпра', firstHouse: 1, lastHouse: 77,
    line: [[30.499, 50.5225], [30.51, 50.5205], [30.52, 50.518]],
  },
  {
    id: 'kyiv-lobanovskoho', cityId: 2, deliveryCityId: 201, name: 'проспект Валерія Лобановського', firstHouse: 1, lastHouse: 150,
    line: [[30.492, 50.426], [30.478, 50.421], [30.462, 50.415]],
  },
  {
    id: 'kyiv-borshchahivska', cityId: 2, deliveryCityId: 201, name: 'вулиця Борщагівська', firstHouse: 1, lastHouse: 200,
    line: [[30.471, 50.448], [30.44, 50.445], [30.41, 50.442]],
  },
  {
    id: 'kyiv-sahaidachnoho', cityId: 2, deliveryCityId: 201, name: 'вулиця Петра Сагайдачного', firstHouse: 1, lastHouse: 41,
    line: [[30.5245, 50.459], [30.52, 50.463], [30.517, 50.466]],
  },
  {
    id: 'kyiv-verkhnii-val', cityId: 2, deliveryCityId: 201, name: 'вулиця Верхній Вал', firstHouse: 1, lastHouse: 72,
    line: [[30.515, 50.4645], [30.5105, 50.4652], [30.506, 50.466]],
  },
  {
    id: 'kyiv-dniprovska-nab', cityId: 2, deliveryCityId: 201, name: 'Дніпровська набережна', firstHouse: 1, lastHouse: 33,
    line: [[30.588, 50.43], [30.593, 50.415], [30.597, 50.398]],
  },
  {
    id: 'kyiv-brovarskyi', cityId: 2, deliveryCityId: 201, name: 'Броварський проспект', firstHouse: 1, lastHouse: 37,
    line: [[30.6, 50.453], [30.63, 50.462], [30.66, 50.47], [30.69, 50.478]],
  },
  {
    id: 'kyiv-zakrevskoho', cityId: 2, deliveryCityId: 201, name: 'вулиця Миколи Закревського', firstHouse: 1, lastHouse: 101,
    line: [[30.606, 50.508], [30.613, 50.52], [30.618, 50.53]],
  },
  {
    id: 'kyiv-mechnykova', cityId: 2, deliveryCityId: 201, name: 'вулиця Мечникова', firstHouse: 1, lastHouse: 20,
    line: [[30.53, 50.438], [30.5315, 50.4355], [30.533, 50.433]],
  },
  // Entries the real street feed contains; the street search hides them.
  {
    id: 'kyiv-separator', cityId: 2, deliveryCityId: 201, name: '----------', firstHouse: 1, lastHouse: 1,
    line: [[30.5234, 50.4501], [30.5236, 50.4502]],
  },
  {
    id: 'kyiv-other', cityId: 2, deliveryCityId: 201, name: 'інша вулиця', firstHouse: 1, lastHouse: 1,
    line: [[30.5234, 50.4501], [30.5236, 50.4502]],
  },
];
