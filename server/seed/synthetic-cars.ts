// Deterministic generator of plausible inventory for scale tests and benchmarks.
// No dependencies: a seeded mulberry32 PRNG drives every choice, so a seed always yields the
// same cars. 10,000 cars take a few milliseconds.

import {
  CAR_MAKES,
  type BodyType,
  type CarCondition,
  type CarMake,
  type CarStatus,
  type Drivetrain,
  type FuelType,
  type Transmission,
} from '../../common/constants';
import type { BodyStyle } from './car-illustration';
import type { DemoCar } from './demo-cars';
import { modelYearCode, withCheckDigit } from '../../common/vin';

type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

interface ModelSpec {
  model: string;
  trims: readonly string[];
  body: BodyStyle;
  /** Rough new price in CAD. */
  base: number;
  fuel: FuelType;
  trans: Transmission;
  /** First model year sold, when later than 2008. */
  from?: number;
  /** VIN descriptor (positions 4–8) prefix, padded with random characters. */
  vds: string;
}

interface MakeSpec {
  wmi: string;
  models: readonly ModelSpec[];
}

const M = (
  model: string,
  trims: string[],
  body: BodyStyle,
  base: number,
  vds: string,
  fuel: FuelType = 'gasoline',
  trans: Transmission = 'automatic',
  from?: number,
): ModelSpec => ({ model, trims, body, base, vds, fuel, trans, ...(from ? { from } : {}) });

const MAKES: Record<CarMake, MakeSpec> = {
  Acura: {
    wmi: '5J8',
    models: [
      M(
        'RDX',
        ['Base SH-AWD', 'Tech SH-AWD', 'A-Spec SH-AWD', 'Platinum Elite'],
        'suv',
        54000,
        'TC2',
      ),
      M('MDX', ['SH-AWD', 'Tech', 'A-Spec', 'Type S'], 'suv', 68000, 'YD4'),
      M(
        'TLX',
        ['Base', 'Tech', 'A-Spec', 'Type S'],
        'sedan',
        50000,
        'UB1',
        'gasoline',
        'automatic',
        2015,
      ),
    ],
  },
  Audi: {
    wmi: 'WAU',
    models: [
      M('A4', ['Komfort quattro', 'Progressiv quattro', 'Technik quattro'], 'sedan', 52000, 'ENAF'),
      M(
        'Q5',
        ['Komfort', 'Progressiv', 'Technik'],
        'suv',
        60000,
        'B4AF',
        'gasoline',
        'automatic',
        2009,
      ),
      M('Q7', ['Komfort', 'Progressiv', 'Technik'], 'suv', 78000, 'LAF4'),
      M(
        'e-tron',
        ['Komfort', 'Progressiv', 'Technik'],
        'suv',
        88000,
        'AAG',
        'electric',
        'automatic',
        2019,
      ),
    ],
  },
  BMW: {
    wmi: 'WBA',
    models: [
      M('3 Series', ['330i xDrive', 'M340i xDrive'], 'sedan', 56000, '5R1'),
      M('X3', ['xDrive30i', 'M40i'], 'suv', 60000, 'TX3'),
      M('X5', ['xDrive40i', 'xDrive50e', 'M60i'], 'suv', 82000, 'CR6'),
      M(
        'i4',
        ['eDrive40', 'xDrive40', 'M50'],
        'sedan',
        66000,
        '21AW',
        'electric',
        'automatic',
        2022,
      ),
    ],
  },
  Buick: {
    wmi: 'KL4',
    models: [
      M(
        'Encore GX',
        ['Preferred', 'Select', 'Essence'],
        'suv',
        32000,
        'MMDS',
        'gasoline',
        'cvt',
        2020,
      ),
      M(
        'Envision',
        ['Preferred', 'Essence', 'Avenir'],
        'suv',
        42000,
        'AF5',
        'gasoline',
        'automatic',
        2016,
      ),
      M('Enclave', ['Essence', 'Premium', 'Avenir'], 'suv', 55000, 'RBK'),
    ],
  },
  Cadillac: {
    wmi: '1GY',
    models: [
      M(
        'XT4',
        ['Luxury', 'Premium Luxury', 'Sport'],
        'suv',
        46000,
        'FZCR',
        'gasoline',
        'automatic',
        2019,
      ),
      M(
        'XT5',
        ['Luxury', 'Premium Luxury', 'Sport'],
        'suv',
        55000,
        'KNDR',
        'gasoline',
        'automatic',
        2017,
      ),
      M('Escalade', ['Luxury', 'Premium Luxury', 'Sport Platinum'], 'suv', 110000, 'S4KL'),
    ],
  },
  Chevrolet: {
    wmi: '1GC',
    models: [
      M(
        'Silverado 1500',
        ['WT', 'Custom', 'LT', 'RST', 'LTZ', 'High Country'],
        'truck',
        58000,
        'UYDED',
      ),
      M('Equinox', ['LS', 'LT', 'RS', 'Premier'], 'suv', 34000, 'NXE'),
      M('Malibu', ['LS', 'LT', 'Premier'], 'sedan', 30000, 'ZD5'),
      M('Bolt EV', ['1LT', '2LT'], 'hatchback', 40000, 'FY6S', 'electric', 'automatic', 2017),
    ],
  },
  Chrysler: {
    wmi: '2C4',
    models: [
      M(
        'Pacifica',
        ['Touring', 'Touring-L', 'Limited', 'Pinnacle'],
        'van',
        52000,
        'RC1B',
        'gasoline',
        'automatic',
        2017,
      ),
      M(
        'Pacifica Hybrid',
        ['Touring-L', 'Limited', 'Pinnacle'],
        'van',
        58000,
        'RC1L',
        'hybrid',
        'automatic',
        2017,
      ),
      M('300', ['Touring', 'S', 'Limited', '300C'], 'sedan', 44000, '3CCA'),
    ],
  },
  Dodge: {
    wmi: '2C3',
    models: [
      M('Challenger', ['SXT', 'GT', 'R/T', 'R/T Scat Pack'], 'coupe', 45000, 'CDZA'),
      M('Charger', ['SXT', 'GT', 'R/T', 'Scat Pack'], 'sedan', 44000, 'CDXB'),
      M('Grand Caravan', ['SXT', 'Crew', 'GT'], 'van', 34000, 'RDGB'),
      M('Durango', ['SXT', 'GT', 'R/T', 'Citadel'], 'suv', 52000, 'RDJA'),
    ],
  },
  Ford: {
    wmi: '1FT',
    models: [
      M('F-150', ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum'], 'truck', 62000, 'EW1E'),
      M('Escape', ['S', 'SE', 'Titanium', 'ST-Line'], 'suv', 36000, 'MCU9'),
      M('Explorer', ['XLT', 'Limited', 'ST', 'Platinum'], 'suv', 55000, 'M5K8'),
      M('Mustang', ['EcoBoost', 'GT', 'GT Premium'], 'coupe', 45000, 'A6P8'),
      M(
        'Mustang Mach-E',
        ['Select', 'Premium', 'GT'],
        'suv',
        60000,
        'MTK3',
        'electric',
        'automatic',
        2021,
      ),
    ],
  },
  GMC: {
    wmi: '1GT',
    models: [
      M('Sierra 1500', ['SLE', 'Elevation', 'SLT', 'AT4', 'Denali'], 'truck', 62000, 'UUEEL'),
      M('Sierra 2500HD', ['SLE', 'SLT', 'AT4', 'Denali'], 'truck', 78000, '49RE', 'diesel'),
      M('Terrain', ['SLE', 'SLT', 'AT4', 'Denali'], 'suv', 38000, 'KALM'),
      M('Acadia', ['SLE', 'SLT', 'AT4', 'Denali'], 'suv', 48000, 'KKNL'),
    ],
  },
  Honda: {
    wmi: '2HG',
    models: [
      M('Civic', ['LX', 'Sport', 'EX', 'Touring'], 'sedan', 30000, 'FE2F', 'gasoline', 'cvt'),
      M(
        'Civic Hatchback',
        ['LX', 'Sport', 'Sport Touring'],
        'hatchback',
        31000,
        'FK7H',
        'gasoline',
        'cvt',
        2017,
      ),
      M('Accord', ['LX', 'Sport', 'EX-L', 'Touring'], 'sedan', 38000, 'CV1F', 'gasoline', 'cvt'),
      M('CR-V', ['LX', 'EX', 'EX-L', 'Touring'], 'suv', 38000, 'RW2H', 'gasoline', 'cvt'),
      M('CR-V Hybrid', ['EX-L', 'Sport', 'Touring'], 'suv', 45000, 'RS6H', 'hybrid', 'cvt', 2020),
      M('Odyssey', ['EX', 'EX-L', 'Touring', 'Black Edition'], 'van', 50000, 'RL6H'),
      M('Pilot', ['Sport', 'EX-L', 'Touring', 'TrailSport'], 'suv', 55000, 'YF6H'),
    ],
  },
  Hyundai: {
    wmi: 'KM8',
    models: [
      M(
        'Elantra',
        ['Essential', 'Preferred', 'Luxury', 'N Line'],
        'sedan',
        27000,
        'LS4A',
        'gasoline',
        'cvt',
      ),
      M('Tucson', ['Essential', 'Preferred', 'Luxury', 'Ultimate'], 'suv', 36000, 'J3CA'),
      M('Santa Fe', ['Preferred', 'Luxury', 'Ultimate Calligraphy'], 'suv', 45000, 'S3DA'),
      M(
        'Ioniq 5',
        ['Essential', 'Preferred', 'Preferred AWD Long Range'],
        'suv',
        55000,
        'KRDA',
        'electric',
        'automatic',
        2022,
      ),
    ],
  },
  Infiniti: {
    wmi: 'JN1',
    models: [
      M(
        'Q50',
        ['Luxe', 'Essential', 'Sensory', 'Red Sport 400'],
        'sedan',
        50000,
        'EV7A',
        'gasoline',
        'automatic',
        2014,
      ),
      M(
        'QX50',
        ['Pure', 'Luxe', 'Sensory', 'Autograph'],
        'suv',
        52000,
        'BJ0R',
        'gasoline',
        'cvt',
        2014,
      ),
      M(
        'QX60',
        ['Pure', 'Luxe', 'Sensory', 'Autograph'],
        'suv',
        62000,
        'L0MM',
        'gasoline',
        'automatic',
        2014,
      ),
    ],
  },
  Jeep: {
    wmi: '1C4',
    models: [
      M('Wrangler Unlimited', ['Sport', 'Sahara', 'Rubicon'], 'suv', 52000, 'HJXE'),
      M('Grand Cherokee', ['Laredo', 'Limited', 'Overland', 'Summit'], 'suv', 60000, 'RJKB'),
      M('Compass', ['Sport', 'North', 'Limited', 'Trailhawk'], 'suv', 36000, 'NJDA'),
      M(
        'Cherokee',
        ['Sport', 'North', 'Trailhawk', 'Limited'],
        'suv',
        38000,
        'PJMB',
        'gasoline',
        'automatic',
        2014,
      ),
    ],
  },
  Kia: {
    wmi: 'KND',
    models: [
      M('Sportage', ['LX', 'EX', 'EX Premium', 'SX'], 'suv', 34000, 'PMCA'),
      M('Sorento', ['LX', 'EX', 'SX', 'X-Line'], 'suv', 44000, 'RKDH'),
      M('Forte', ['LX', 'EX', 'GT-Line', 'GT'], 'sedan', 25000, 'J23A', 'gasoline', 'cvt', 2010),
      M(
        'Telluride',
        ['EX', 'SX', 'SX Limited', 'X-Pro'],
        'suv',
        58000,
        'P5DG',
        'gasoline',
        'automatic',
        2020,
      ),
      M(
        'EV6',
        ['Standard', 'Long Range', 'GT-Line AWD'],
        'hatchback',
        58000,
        'C3LG',
        'electric',
        'automatic',
        2022,
      ),
    ],
  },
  Lexus: {
    wmi: 'JTJ',
    models: [
      M('RX 350', ['Base', 'Premium', 'Luxury', 'F Sport'], 'suv', 66000, 'BZMC'),
      M('RX 450h', ['Base', 'Luxury', 'F Sport'], 'suv', 72000, 'GGMC', 'hybrid', 'cvt'),
      M('NX 350h', ['Premium', 'Luxury', 'F Sport'], 'suv', 58000, 'GKCE', 'hybrid', 'cvt', 2022),
      M('ES 350', ['Premium', 'Luxury', 'Ultra Luxury'], 'sedan', 55000, 'HZ1B'),
      M('IS 300', ['AWD', 'AWD F Sport'], 'sedan', 50000, 'GA1D', 'gasoline', 'automatic', 2016),
    ],
  },
  Lincoln: {
    wmi: '5LM',
    models: [
      M(
        'Corsair',
        ['Reserve', 'Grand Touring'],
        'suv',
        52000,
        'CJ3C',
        'gasoline',
        'automatic',
        2020,
      ),
      M(
        'Nautilus',
        ['Reserve', 'Black Label'],
        'suv',
        62000,
        'CJ4L',
        'gasoline',
        'automatic',
        2019,
      ),
      M(
        'Aviator',
        ['Reserve', 'Grand Touring', 'Black Label'],
        'suv',
        78000,
        '5J7X',
        'gasoline',
        'automatic',
        2020,
      ),
    ],
  },
  Mazda: {
    wmi: 'JM3',
    models: [
      M('Mazda3', ['GX', 'GS', 'GT', 'GT Turbo'], 'sedan', 28000, 'BPAC'),
      M('Mazda3 Sport', ['GX', 'GS', 'GT'], 'hatchback', 29000, 'BPBM'),
      M('CX-5', ['GX', 'GS', 'GT', 'Signature'], 'suv', 38000, 'KFBD'),
      M('CX-30', ['GX', 'GS', 'GT'], 'suv', 32000, 'DMBC', 'gasoline', 'automatic', 2020),
      M('MX-5', ['GS', 'GT', 'RF GT'], 'coupe', 38000, 'NDAD', 'gasoline', 'manual'),
    ],
  },
  'Mercedes-Benz': {
    wmi: 'W1K',
    models: [
      M('C-Class', ['C 300 4MATIC', 'AMG C 43'], 'sedan', 58000, 'AF4H'),
      M(
        'GLC',
        ['GLC 300 4MATIC', 'AMG GLC 43'],
        'suv',
        62000,
        'KF8E',
        'gasoline',
        'automatic',
        2016,
      ),
      M('GLE', ['GLE 350 4MATIC', 'GLE 450 4MATIC'], 'suv', 82000, 'FB5K'),
      M('E-Class', ['E 350 4MATIC', 'E 450 4MATIC'], 'sedan', 75000, 'ZF8K'),
    ],
  },
  Mitsubishi: {
    wmi: 'JA4',
    models: [
      M('RVR', ['ES', 'SE', 'GT'], 'suv', 28000, 'AJVA', 'gasoline', 'cvt'),
      M('Eclipse Cross', ['ES', 'SE', 'GT'], 'suv', 32000, 'ATWA', 'gasoline', 'cvt', 2018),
      M('Outlander', ['ES', 'SE', 'GT'], 'suv', 38000, 'J4UA', 'gasoline', 'cvt'),
      M('Outlander PHEV', ['SE', 'LE', 'GT'], 'suv', 50000, 'J24A', 'hybrid', 'automatic', 2018),
    ],
  },
  Nissan: {
    wmi: '5N1',
    models: [
      M('Rogue', ['S', 'SV', 'SL', 'Platinum'], 'suv', 36000, 'BT3B', 'gasoline', 'cvt'),
      M('Altima', ['SV', 'SR', 'Platinum'], 'sedan', 34000, 'BL4C', 'gasoline', 'cvt'),
      M('Pathfinder', ['SV', 'SL', 'Platinum', 'Rock Creek'], 'suv', 50000, 'DR3B'),
      M('Frontier', ['S', 'SV', 'PRO-4X'], 'truck', 44000, 'ED1E'),
      M('Leaf', ['S', 'SV', 'SV Plus'], 'hatchback', 40000, 'AZ1C', 'electric', 'automatic', 2011),
    ],
  },
  Ram: {
    wmi: '1C6',
    models: [
      M(
        '1500',
        ['Tradesman', 'Big Horn', 'Sport', 'Rebel', 'Laramie', 'Limited'],
        'truck',
        62000,
        'SRFF',
      ),
      M('2500', ['Tradesman', 'Big Horn', 'Laramie', 'Limited'], 'truck', 78000, 'UR5F', 'diesel'),
      M(
        '1500 Classic',
        ['Tradesman', 'Express', 'Warlock'],
        'truck',
        48000,
        'RR7F',
        'gasoline',
        'automatic',
        2019,
      ),
    ],
  },
  Subaru: {
    wmi: 'JF2',
    models: [
      M(
        'Outback',
        ['Convenience', 'Touring', 'Limited', 'Wilderness'],
        'wagon',
        40000,
        'BTAC',
        'gasoline',
        'cvt',
      ),
      M(
        'Forester',
        ['Base', 'Convenience', 'Touring', 'Sport', 'Limited'],
        'suv',
        37000,
        'SKAJ',
        'gasoline',
        'cvt',
      ),
      M(
        'Crosstrek',
        ['Convenience', 'Touring', 'Sport', 'Outdoor'],
        'suv',
        32000,
        'GTAB',
        'gasoline',
        'cvt',
      ),
      M(
        'Impreza',
        ['Convenience', 'Touring', 'Sport'],
        'hatchback',
        28000,
        'GUAB',
        'gasoline',
        'cvt',
      ),
      M('WRX', ['Base', 'Sport', 'Sport-tech'], 'sedan', 40000, 'VBAH', 'gasoline', 'manual'),
    ],
  },
  Tesla: {
    wmi: '5YJ',
    models: [
      M(
        'Model 3',
        ['Standard Range Plus', 'Long Range AWD', 'Performance'],
        'sedan',
        60000,
        '3E1E',
        'electric',
        'automatic',
        2019,
      ),
      M(
        'Model Y',
        ['Long Range AWD', 'Performance'],
        'suv',
        68000,
        'YGDE',
        'electric',
        'automatic',
        2020,
      ),
      M('Model S', ['Long Range', 'Plaid'], 'sedan', 110000, 'SA1E', 'electric', 'automatic', 2013),
    ],
  },
  Toyota: {
    wmi: '2T3',
    models: [
      M('Corolla', ['L', 'LE', 'SE', 'XSE'], 'sedan', 27000, 'BURH', 'gasoline', 'cvt'),
      M('Camry', ['LE', 'SE', 'XSE', 'XLE'], 'sedan', 36000, 'S31A'),
      M('RAV4', ['LE', 'XLE', 'Trail', 'Limited'], 'suv', 38000, 'P1RF'),
      M(
        'RAV4 Hybrid',
        ['LE', 'XLE', 'XSE', 'Limited'],
        'suv',
        44000,
        'RWRF',
        'hybrid',
        'cvt',
        2016,
      ),
      M('Highlander', ['LE', 'XLE', 'Limited', 'Platinum'], 'suv', 52000, 'DKRF'),
      M('Tacoma', ['SR5', 'TRD Sport', 'TRD Off-Road', 'Limited'], 'truck', 50000, 'CZ5A'),
      M('Tundra', ['SR5', 'Limited', 'Platinum', 'TRD Pro'], 'truck', 70000, 'FDB5'),
      M('Sienna', ['LE', 'XLE', 'XSE', 'Limited'], 'van', 52000, 'DSKF', 'hybrid', 'cvt', 2021),
      M('Prius', ['Base', 'Technology', 'XSE'], 'hatchback', 34000, 'KN3D', 'hybrid', 'cvt'),
    ],
  },
  Volkswagen: {
    wmi: '3VW',
    models: [
      M('Jetta', ['Comfortline', 'Highline', 'GLI'], 'sedan', 28000, 'C57B'),
      M(
        'Golf',
        ['Trendline', 'Comfortline', 'Highline'],
        'hatchback',
        27000,
        'W17A',
        'gasoline',
        'manual',
      ),
      M(
        'Golf GTI',
        ['Base', 'Autobahn', 'Performance'],
        'hatchback',
        38000,
        '447A',
        'gasoline',
        'manual',
      ),
      M('Tiguan', ['Trendline', 'Comfortline', 'Highline'], 'suv', 38000, 'B7AX'),
      M(
        'Atlas',
        ['Comfortline', 'Highline', 'Execline'],
        'suv',
        52000,
        'R2CA',
        'gasoline',
        'automatic',
        2018,
      ),
      M('ID.4', ['Pro', 'Pro S', 'Pro S AWD'], 'suv', 55000, 'R3CA', 'electric', 'automatic', 2021),
    ],
  },
  Volvo: {
    wmi: 'YV4',
    models: [
      M('XC40', ['Core', 'Plus', 'Ultimate'], 'suv', 48000, 'L52H', 'gasoline', 'automatic', 2019),
      M('XC60', ['Momentum', 'Inscription', 'R-Design', 'Ultimate'], 'suv', 58000, 'A22R'),
      M('XC90', ['Momentum', 'Inscription', 'Ultimate'], 'suv', 75000, 'A22P'),
      M(
        'V60 Cross Country',
        ['T5 AWD', 'B5 AWD'],
        'wagon',
        55000,
        'ZWA8',
        'gasoline',
        'automatic',
        2019,
      ),
    ],
  },
};

const COLOURS: readonly [string, string][] = [
  ['#f2f2ee', 'White'],
  ['#eeeeea', 'Pearl White'],
  ['#1b1c1e', 'Black'],
  ['#4c5157', 'Dark Grey Metallic'],
  ['#7d8288', 'Grey Metallic'],
  ['#b9bbbd', 'Silver Metallic'],
  ['#1f4e8c', 'Blue Metallic'],
  ['#1f3a5f', 'Deep Blue Pearl'],
  ['#9b1b1f', 'Red Metallic'],
  ['#3d4b3a', 'Green Metallic'],
  ['#8a4b2a', 'Copper Metallic'],
  ['#a89f8c', 'Sand Metallic'],
];

const LOCATIONS = [
  'Richmond, BC',
  'Richmond, BC',
  'Richmond, BC',
  'Main Lot – No. 3 Road, Richmond, BC',
  'Annex Lot – Bridgeport Rd, Richmond, BC',
];

const BODY_TYPE: Record<BodyStyle, BodyType> = {
  sedan: 'sedan',
  suv: 'suv',
  truck: 'pickup',
  hatchback: 'hatchback',
  coupe: 'coupe',
  van: 'minivan',
  wagon: 'wagon',
};

const INTERIORS = [
  'Black cloth',
  'Black cloth',
  'Black leather',
  'Black leatherette',
  'Grey cloth',
  'Grey leather',
  'Beige leather',
  'Brown leather',
  'Red leather',
];

const ENGINES: Record<BodyStyle, readonly string[]> = {
  sedan: ['1.5L 4-cylinder turbo', '2.0L 4-cylinder', '2.0L 4-cylinder turbo', '2.5L 4-cylinder'],
  hatchback: [
    '1.4L 4-cylinder turbo',
    '1.5L 4-cylinder',
    '2.0L 4-cylinder',
    '2.0L 4-cylinder turbo',
  ],
  wagon: ['2.0L 4-cylinder turbo', '2.5L flat-4'],
  coupe: ['2.0L 4-cylinder turbo', '3.0L I6 turbo', '5.0L V8'],
  suv: ['1.5L 4-cylinder turbo', '2.0L 4-cylinder turbo', '2.5L 4-cylinder', '3.5L V6', '3.6L V6'],
  truck: ['2.7L V6 turbo', '3.5L V6 twin-turbo', '5.0L V8', '5.3L V8', '5.7L HEMI V8'],
  van: ['3.5L V6', '3.6L V6'],
};

const COMMON_FEATURES = [
  'Heated front seats',
  'Backup camera',
  'Apple CarPlay / Android Auto',
  'Bluetooth',
  'Remote start',
  'Blind-spot monitoring',
  'Adaptive cruise control',
  'Power moonroof',
  'Heated steering wheel',
  'Navigation',
  'Lane keeping assist',
  'Keyless entry',
  'Wireless phone charger',
  'Premium audio',
  'Leather seats',
  'Ventilated front seats',
];

const BODY_FEATURES: Partial<Record<BodyStyle, readonly string[]>> = {
  truck: ['Tow package', 'Spray-in bedliner', 'Trailer brake controller', 'Running boards'],
  suv: ['Power liftgate', 'Roof rails'],
  van: ['Power sliding doors', 'Rear-seat entertainment', 'Tri-zone climate control'],
  wagon: ['Power liftgate', 'Roof rails'],
};

/** Makes whose sedans and coupes drive the rear wheels unless the trim says AWD. */
const REAR_DRIVE = new Set<CarMake>([
  'BMW',
  'Mercedes-Benz',
  'Lexus',
  'Infiniti',
  'Cadillac',
  'Dodge',
  'Chrysler',
]);

function drivetrainOf(make: CarMake, spec: ModelSpec, trim: string, rng: Rng): Drivetrain {
  if (/\b(AWD|quattro|xDrive|4MATIC|4Motion|S-AWC|SH-AWD|Long Range)\b/i.test(trim)) return 'awd';
  if (/\b(4x4|4WD)\b/i.test(trim)) return '4wd';
  switch (spec.body) {
    case 'truck':
      return rng() < 0.8 ? '4wd' : 'rwd';
    case 'suv':
      return rng() < 0.75 ? 'awd' : 'fwd';
    case 'wagon':
      return make === 'Subaru' || make === 'Volvo' || make === 'Audi' ? 'awd' : 'fwd';
    case 'coupe':
      return 'rwd';
    case 'sedan':
      return REAR_DRIVE.has(make) ? 'rwd' : 'fwd';
    default:
      return 'fwd';
  }
}

/** Specifications of a synthetic car, from its own random stream (the older fields keep theirs). */
function detailsOf(make: CarMake, spec: ModelSpec, trim: string, rng: Rng) {
  const body = spec.body;
  const drivetrain = drivetrainOf(make, spec, trim, rng);
  const seats =
    body === 'coupe'
      ? 4
      : body === 'van'
        ? rng() < 0.5
          ? 7
          : 8
        : body === 'truck'
          ? rng() < 0.7
            ? 5
            : 6
          : body === 'suv' && rng() < 0.3
            ? 7
            : 5;
  const doors =
    body === 'coupe' ? 2 : body === 'hatchback' ? 5 : body === 'truck' && rng() < 0.15 ? 2 : 4;
  const engine =
    spec.fuel === 'electric'
      ? drivetrain === 'awd'
        ? 'Dual electric motors'
        : 'Electric motor'
      : spec.fuel === 'diesel'
        ? body === 'truck'
          ? '6.7L I6 turbo diesel'
          : '2.0L 4-cylinder turbo diesel'
        : spec.fuel === 'hybrid'
          ? '2.5L 4-cylinder hybrid'
          : pick(rng, ENGINES[body]);
  const pool = [
    ...COMMON_FEATURES,
    ...(BODY_FEATURES[body] ?? []),
    ...(seats >= 7 && body === 'suv' ? ['Third-row seating'] : []),
    ...(spec.fuel === 'electric' ? ['DC fast charging', 'Heat pump'] : []),
  ];
  const count = 4 + Math.floor(rng() * 5);
  const features: string[] = [];
  while (features.length < count) {
    const feature = pick(rng, pool);
    if (!features.includes(feature)) features.push(feature);
  }
  return {
    bodyType: BODY_TYPE[body],
    drivetrain,
    interiorColour: pick(rng, INTERIORS),
    doors,
    seats,
    engine,
    features,
  };
}

const VDS_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const PLANTS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const FIRST_YEAR = 2008;
const LAST_YEAR = 2026;
const CURRENT_YEAR = 2026;

const money = (v: number) => v.toFixed(2);

/** Rounds to a dealer-style price ending in 95 or 00 dollars. */
function dealerPrice(v: number, rng: Rng): number {
  const hundreds = Math.max(30, Math.round(v / 100));
  return rng() < 0.5 ? hundreds * 100 - 5 : hundreds * 100;
}

const FUEL_WORD: Record<FuelType, string> = {
  gasoline: 'gasoline',
  diesel: 'diesel',
  hybrid: 'hybrid',
  electric: 'electric',
};

/** Serial numbers a VIN can carry here: a plant letter and six digits. */
export const MAX_SYNTHETIC_SERIALS = PLANTS.length * 1_000_000;

/**
 * The VIN with its plant and serial (positions 11–17) set from one serial number, and its check
 * digit recomputed. Different serial numbers always give different VINs.
 */
export function vinWithSerial(vin: string, serialNumber: number): string {
  const plant = PLANTS[Math.floor(serialNumber / 1_000_000) % PLANTS.length] as string;
  const serial = String(serialNumber % 1_000_000).padStart(6, '0');
  return withCheckDigit(`${vin.slice(0, 10)}${plant}${serial}`);
}

/**
 * Position 7 of a North American VIN tells which 30-year cycle position 10 counts in: a letter
 * for 2010–2039, a digit for 1980–2009. `vds` is positions 4–8; its fourth character is made to
 * agree with the model year (same choice for the same character, so no extra random draw).
 */
function withYearCycleMark(vds: string, year: number): string {
  const mark = vds[3] as string;
  const isLetter = /[A-Z]/.test(mark);
  if (isLetter === year >= 2010) return vds;
  const code = VDS_CHARS.indexOf(mark);
  const next = isLetter ? String(code % 10) : ('ABCDEFGHJK'[code % 10] as string);
  return vds.slice(0, 3) + next + vds.slice(4);
}

/**
 * `count` plausible cars (deterministic for a given seed): makes from CAR_MAKES, years
 * 2008–2026, price and kilometres correlated with age, ~80% available / ~12% sold / ~8%
 * pending, ~3% featured, ~10% discounted, unique VINs with valid check digits. The VINs carry
 * serial numbers `firstSerial`, `firstSerial + 1`, …, so batches with distinct ranges never
 * share a VIN.
 */
export function generateSyntheticCars(count: number, seed = 1, firstSerial = 0): DemoCar[] {
  const rng = mulberry32(seed);
  // The specifications draw from a stream of their own, so the other fields stay as they were.
  const detailRng = mulberry32(seed ^ 0x5eed5);
  const cars: DemoCar[] = [];
  const n = Math.max(0, Math.floor(count));
  for (let i = 0; i < n; i++) {
    const make = pick(rng, CAR_MAKES);
    const spec = MAKES[make];
    const m = pick(rng, spec.models);
    // Skew towards recent years: a lot carries more 3–8 year-old cars than 15 year-old ones.
    const span = LAST_YEAR - FIRST_YEAR;
    const u = (rng() + rng()) / 2;
    let year = LAST_YEAR - Math.min(span, Math.floor(Math.pow(u, 1.8) * (span + 1)));
    if (m.from && year < m.from) year = m.from + Math.floor(rng() * (LAST_YEAR - m.from + 1));
    year = Math.min(LAST_YEAR, Math.max(FIRST_YEAR, year));
    const age = Math.max(0, CURRENT_YEAR - year);

    const isNew = age === 0 && rng() < 0.4;
    const perYear = 11000 + rng() * 13000;
    let mileage = isNew
      ? 10 + Math.floor(rng() * 120)
      : Math.round((Math.max(0.4, age) * perYear * (0.7 + rng() * 0.6)) / 100) * 100 + 100;
    mileage = Math.min(320000, Math.max(5, mileage));

    const condition: CarCondition = isNew ? 'new' : age <= 6 && rng() < 0.18 ? 'certified' : 'used';

    const depreciation = isNew ? 0.97 : 0.86 * Math.pow(0.89, age);
    const kmFactor = 1 - Math.min(0.25, Math.max(-0.08, (mileage - age * 18000) / 400000));
    const raw = m.base * depreciation * kmFactor * (0.92 + rng() * 0.16);
    let price = dealerPrice(Math.max(3500, raw), rng);

    const r = rng();
    const status: CarStatus = r < 0.8 ? 'available' : r < 0.92 ? 'sold' : 'pending';
    const featured = status === 'available' && rng() < 0.0375;
    const discounted = rng() < 0.1;
    let originalPrice: string | null = null;
    let discountedPrice: string | null = null;
    if (discounted) {
      const before = dealerPrice(price * (1.04 + rng() * 0.08), rng);
      if (before <= price) price = before - 500;
      originalPrice = money(before);
      discountedPrice = money(price);
    }

    let transmission: Transmission = m.trans;
    if (m.trans === 'manual' && rng() < 0.5) transmission = 'automatic';
    else if (m.trans === 'automatic' && m.fuel === 'gasoline' && rng() < 0.03)
      transmission = 'manual';

    const trim = pick(rng, m.trims);
    const [colour, colourName] = pick(rng, COLOURS);

    // VIN: WMI + descriptor + check digit + year + plant + a serial unique to this index.
    let vds = m.vds;
    while (vds.length < 5) vds += pick(rng, VDS_CHARS);
    vds = withYearCycleMark(vds, year);
    const vin = vinWithSerial(
      `${spec.wmi}${vds}0${modelYearCode(year)}`,
      (firstSerial + i) % MAX_SYNTHETIC_SERIALS,
    );

    const km = String(mileage).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    const description = isNew
      ? `New ${year} ${make} ${m.model} ${trim} in ${colourName}, ${FUEL_WORD[m.fuel]}, ${transmission}. Full factory warranty.`
      : `${year} ${make} ${m.model} ${trim} in ${colourName} with ${km} km. ${
          condition === 'certified'
            ? 'Certified pre-owned, inspected and reconditioned.'
            : 'Safety inspected.'
        }`;

    cars.push({
      year,
      make,
      model: m.model,
      trim,
      price: money(price),
      originalPrice,
      discountedPrice,
      mileage,
      condition,
      transmission,
      fuelType: m.fuel,
      location: pick(rng, LOCATIONS),
      description,
      vin,
      status,
      featured,
      colour,
      colourName,
      bodyStyle: m.body,
      ...detailsOf(make, m, trim, detailRng),
    });
  }
  return cars;
}
