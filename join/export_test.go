package join

// Wait is wait, for the tests of package join_test.
var Wait = wait
