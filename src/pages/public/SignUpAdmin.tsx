/** /signupAdmin: blank by the spec (§2); it only keeps the address answering instead of 'not found'. */
const SignUpAdmin = () => <main aria-label="signupAdmin" />;

export default SignUpAdmin;
