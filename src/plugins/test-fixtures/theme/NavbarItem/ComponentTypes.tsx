import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import CrashOnDemandNavbarItem from '../../CrashOnDemandNavbarItem';

// Test builds only: the navbar item type `custom-crashOnDemand`, which throws while the fixture asks it to.
export default {...ComponentTypes, 'custom-crashOnDemand': CrashOnDemandNavbarItem};
