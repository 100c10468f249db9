// The catalogue the fake Vultr serves: a few real plan, region and OS entries (shapes of vultr.md §3).
export const FAKE_VULTR_PLANS = [
  { id: 'vc2-1c-1gb', vcpu_count: 1, ram: 1024, disk: 25, disk_count: 1, bandwidth: 1024, monthly_cost: 5, type: 'vc2', locations: ['ewr', 'ord', 'fra', 'ams'] },
  { id: 'vc2-1c-2gb', vcpu_count: 1, ram: 2048, disk: 55, disk_count: 1, bandwidth: 2048, monthly_cost: 10, type: 'vc2', locations: ['ewr', 'ord', 'fra', 'ams', 'sgp'] },
  { id: 'vc2-2c-4gb', vcpu_count: 2, ram: 4096, disk: 80, disk_count: 1, bandwidth: 3072, monthly_cost: 20, type: 'vc2', locations: ['fra', 'sgp'] },
  { id: 'vc2-4c-8gb', vcpu_count: 4, ram: 8192, disk: 160, disk_count: 1, bandwidth: 4096, monthly_cost: 40, type: 'vc2', locations: [] },
  { id: 'vhf-1c-1gb', vcpu_count: 1, ram: 1024, disk: 32, disk_count: 1, bandwidth: 1024, monthly_cost: 6, type: 'vhf', locations: ['ewr'] },
];

export const FAKE_VULTR_REGIONS = [
  { id: 'ewr', city: 'New Jersey', country: 'US', continent: 'North America', options: ['ddos_protection'] },
  { id: 'ord', city: 'Chicago', country: 'US', continent: 'North America', options: [] },
  { id: 'fra', city: 'Frankfurt', country: 'DE', continent: 'Europe', options: ['ddos_protection'] },
  { id: 'ams', city: 'Amsterdam', country: 'NL', continent: 'Europe', options: [] },
  { id: 'sgp', city: 'Singapore', country: 'SG', continent: 'Asia', options: [] },
];

export const FAKE_VULTR_OS = [
  { id: 2284, name: 'Ubuntu 24.04 LTS x64', arch: 'x64', family: 'ubuntu' },
  { id: 2136, name: 'Debian 12 x64 (bookworm)', arch: 'x64', family: 'debian' },
  { id: 1743, name: 'Ubuntu 22.04 LTS x64', arch: 'x64', family: 'ubuntu' },
  { id: 501, name: 'Windows 2022 Standard x64', arch: 'x64', family: 'windows' },
  { id: 159, name: 'Custom', arch: 'x64', family: 'iso' },
  { id: 164, name: 'Snapshot', arch: 'x64', family: 'snapshot' },
];
