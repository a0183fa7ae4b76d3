// Stands in for `@faker-js/faker/locale/en` in the browser bundle (see index.ts). postman-collection reads
// generator functions off faker when it loads (`faker.address.city`) and calls them only when a request holds a
// `{{$random…}}` variable, which ours never do. Any property path yields a function that returns ''.
function stub() {
  return new Proxy(function fake() {
    return '';
  }, {
    get: (_target, property) => (property === 'then' ? undefined : stub()),
  });
}
module.exports = stub();
