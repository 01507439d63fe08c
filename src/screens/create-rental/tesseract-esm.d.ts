/** tesseract.js's ES module build (its default export is the CommonJS API): no CommonJS helpers in the page's runtime. */
declare module 'tesseract.js/dist/tesseract.esm.min.js' {
  import Tesseract = require('tesseract.js');
  export default Tesseract;
}
